export default {
  'spreadsheet.open': '匯入試算表',
  'spreadsheet.title': '從試算表匯入廣告版位',
  'spreadsheet.intro':
    '每列一個廣告版位，欄位與範本一致。支援 .xlsx、.xls 或 .csv，檔案不超過 {max} MB，最多 5,000 列。伺服器會逐列檢查，並建立有效的列。',
  'spreadsheet.template': '下載範本（CSV）',
  'spreadsheet.hasHeader': '第一列為欄位名稱',
  'spreadsheet.pick': '點選或將試算表拖曳到這裡',
  'spreadsheet.pickHint': '單一檔案：.xlsx、.xls 或 .csv，不可為空，不超過 {max} MB',
  'spreadsheet.refused.missing': '請選擇要匯入的檔案。',
  'spreadsheet.refused.type': '未傳送「{name}」：只能匯入 .xlsx、.xls 和 .csv 檔案。',
  'spreadsheet.refused.empty': '未傳送「{name}」：檔案是空的。',
  'spreadsheet.refused.tooLarge': '未傳送「{name}」：檔案超過 {max} MB。',
  'spreadsheet.step.check': '檢查檔案',
  'spreadsheet.step.send': '上傳並處理',
  'spreadsheet.step.result': '結果',
  'spreadsheet.sending': '正在上傳「{name}」，伺服器處理中…',
  'spreadsheet.failed': '「{name}」匯入失敗。',
  'spreadsheet.result.summary':
    '「{name}」：成功 {accepted, plural, other {{acceptedText} 列}}，失敗 {rejected, plural, other {{rejectedText} 列}}。',
  'spreadsheet.result.rejectedTitle': '失敗的列',
  'spreadsheet.result.row': '列號',
  'spreadsheet.result.reason': '原因',
  'spreadsheet.export.tooManyRows': '匯出將有 {rows} 列，超過每個檔案 {max} 列的上限：請縮小範圍後再匯出。',
  'spreadsheet.checkOnly': '僅檢查：驗證每一列，不建立任何廣告版位',
  'spreadsheet.result.checked':
    '已檢查「{name}」：{accepted, plural, other {{acceptedText}}} 列可建立，{rejected, plural, other {{rejectedText}}} 列有誤；未建立任何廣告版位。',
  'spreadsheet.result.createdIds': '已建立的廣告版位 ID：{ids}',
};
