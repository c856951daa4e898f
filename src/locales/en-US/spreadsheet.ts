export default {
  'spreadsheet.open': 'Import spreadsheet',
  'spreadsheet.title': 'Import ad positions from a spreadsheet',
  'spreadsheet.intro':
    'One row per ad position, in the columns of the template. Accepted: .xlsx, .xls or .csv up to {max} MB, at most 5,000 rows. The server checks every row and creates the valid ones.',
  'spreadsheet.template': 'Download the template (CSV)',
  'spreadsheet.hasHeader': 'The first row holds the column names',
  'spreadsheet.pick': 'Click or drag a spreadsheet here',
  'spreadsheet.pickHint': 'One file: .xlsx, .xls or .csv, not empty, at most {max} MB',
  'spreadsheet.refused.missing': 'Choose a file to import.',
  'spreadsheet.refused.type': '“{name}” was not sent: only .xlsx, .xls and .csv files can be imported.',
  'spreadsheet.refused.empty': '“{name}” was not sent: the file is empty.',
  'spreadsheet.refused.tooLarge': '“{name}” was not sent: the file is larger than {max} MB.',
  'spreadsheet.step.check': 'Check file',
  'spreadsheet.step.send': 'Upload and process',
  'spreadsheet.step.result': 'Result',
  'spreadsheet.sending': 'Uploading “{name}”; the server is processing it…',
  'spreadsheet.failed': '“{name}” could not be imported.',
  'spreadsheet.result.summary':
    '“{name}”: {accepted, plural, one {{acceptedText} row accepted} other {{acceptedText} rows accepted}}, {rejected, plural, one {{rejectedText} row rejected} other {{rejectedText} rows rejected}}.',
  'spreadsheet.result.rejectedTitle': 'Rejected rows',
  'spreadsheet.result.row': 'Row',
  'spreadsheet.result.reason': 'Reason',
  'spreadsheet.export.tooManyRows':
    'The export would have {rows} rows, more than the limit of {max} rows per file: narrow it down and export again.',
  'spreadsheet.checkOnly': 'Check only: validate every row, create nothing',
  'spreadsheet.result.checked':
    'Checked “{name}”: {accepted, plural, one {{acceptedText} row} other {{acceptedText} rows}} would be created, {rejected, plural, one {{rejectedText} row} other {{rejectedText} rows}} rejected. Nothing was created.',
  'spreadsheet.result.createdIds': 'Created ad position IDs: {ids}',
};
