export default {
  'revenueSplit.title': '媒體分潤月報',
  'revenueSplit.description': '媒體分潤月報將在新分頁中開啟（財務網站），主控台會停留在目前頁面。',
  'revenueSplit.open': '開啟報表',
  'revenueSplit.popupHint':
    '如果沒有出現新分頁，可能是瀏覽器封鎖了彈出式視窗：請允許本網站的彈出式視窗，或點擊上方按鈕。',
  'revenueSplit.notConfigured': '尚未設定報表網址，請聯絡管理員。',
  'revenueSplit.noSession': '目前無法開啟報表，請重新登入後再試。',
};
