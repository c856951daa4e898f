export default {
  'revenueSplit.title': '媒体分成月报',
  'revenueSplit.description': '媒体分成月报将在新标签页中打开（财务站点），控制台保持在当前页面。',
  'revenueSplit.open': '打开报表',
  'revenueSplit.popupHint': '如果没有出现新标签页，可能是浏览器拦截了弹出窗口：请允许本站弹出窗口，或点击上方按钮。',
  'revenueSplit.notConfigured': '报表地址未配置，请联系管理员。',
  'revenueSplit.noSession': '暂时无法打开报表，请重新登录后再试。',
};
