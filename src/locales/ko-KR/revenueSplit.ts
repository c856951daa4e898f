export default {
  'revenueSplit.title': '월별 수익 배분 리포트',
  'revenueSplit.description':
    '월별 수익 배분 리포트는 재무 사이트에서 새 탭으로 열립니다. 콘솔은 현재 페이지에 그대로 유지됩니다.',
  'revenueSplit.open': '리포트 열기',
  'revenueSplit.popupHint':
    '새 탭이 열리지 않았다면 브라우저에서 차단되었을 수 있습니다. 이 사이트의 팝업을 허용하거나 위의 버튼을 사용하세요.',
  'revenueSplit.notConfigured': '리포트 주소가 설정되지 않았습니다. 관리자에게 문의하세요.',
  'revenueSplit.noSession': '지금은 리포트를 열 수 없습니다. 다시 로그인한 후 시도하세요.',
};
