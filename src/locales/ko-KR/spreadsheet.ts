export default {
  'spreadsheet.open': '스프레드시트 가져오기',
  'spreadsheet.title': '스프레드시트에서 광고 지면 가져오기',
  'spreadsheet.intro':
    '한 행에 광고 지면 하나, 열은 템플릿과 같게 입력합니다. .xlsx, .xls 또는 .csv, 최대 {max}MB, 최대 5,000행까지 가능합니다. 서버가 모든 행을 확인하고 올바른 행을 만듭니다.',
  'spreadsheet.template': '템플릿(CSV) 다운로드',
  'spreadsheet.hasHeader': '첫 행은 열 이름입니다',
  'spreadsheet.pick': '클릭하거나 스프레드시트를 여기로 끌어 오세요',
  'spreadsheet.pickHint': '파일 하나: .xlsx, .xls 또는 .csv, 비어 있지 않음, 최대 {max}MB',
  'spreadsheet.refused.missing': '가져올 파일을 선택하세요.',
  'spreadsheet.refused.type': '“{name}”을(를) 보내지 않았습니다. .xlsx, .xls, .csv 파일만 가져올 수 있습니다.',
  'spreadsheet.refused.empty': '“{name}”을(를) 보내지 않았습니다. 파일이 비어 있습니다.',
  'spreadsheet.refused.tooLarge': '“{name}”을(를) 보내지 않았습니다. 파일이 {max}MB보다 큽니다.',
  'spreadsheet.step.check': '파일 확인',
  'spreadsheet.step.send': '업로드 및 처리',
  'spreadsheet.step.result': '결과',
  'spreadsheet.sending': '“{name}” 업로드 중이며 서버에서 처리하고 있습니다…',
  'spreadsheet.failed': '“{name}”을(를) 가져오지 못했습니다.',
  'spreadsheet.result.summary':
    '“{name}”: {accepted, plural, other {{acceptedText}행 수락}}, {rejected, plural, other {{rejectedText}행 거부}}.',
  'spreadsheet.result.rejectedTitle': '거부된 행',
  'spreadsheet.result.row': '행',
  'spreadsheet.result.reason': '사유',
};
