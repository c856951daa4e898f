export default {
  'mediaDivide.title': 'Monthly revenue split',
  'mediaDivide.description':
    'The monthly revenue split report opens on the finance site in a new tab. The console stays open here.',
  'mediaDivide.open': 'Open the report',
  'mediaDivide.popupHint':
    'If no new tab appeared, your browser may have blocked it: allow pop-ups for this site or use the button above.',
  'mediaDivide.notConfigured': 'The address of the report is not configured. Please contact the administrator.',
  'mediaDivide.noSession': 'The report cannot be opened right now. Please sign in again and retry.',
};
