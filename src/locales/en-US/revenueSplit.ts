export default {
  'revenueSplit.title': 'Monthly revenue split',
  'revenueSplit.description':
    'The monthly revenue split report opens on the finance site in a new tab. The console stays open here.',
  'revenueSplit.open': 'Open the report',
  'revenueSplit.popupHint':
    'If no new tab appeared, your browser may have blocked it: allow pop-ups for this site or use the button above.',
  'revenueSplit.notConfigured': 'The address of the report is not configured. Please contact the administrator.',
  'revenueSplit.noSession': 'The report cannot be opened right now. Please sign in again and retry.',
};
