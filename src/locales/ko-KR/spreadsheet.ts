export default {
  'spreadsheet.open': '스프레드시트 가져오기',
  'spreadsheet.title': '스프레드시트에서 광고 지면 가져오기',
  'spreadsheet.intro':
    '한 행에 광고 지면 하나를 템플릿의 열에 맞춰 입력합니다. .xlsx, .xls 또는 .csv 파일을 지원하며, 최대 {max}MB, 최대 5,000행까지 가능합니다. 서버에서 모든 행을 확인한 후 유효한 행을 생성합니다.',
  'spreadsheet.template': '템플릿(CSV) 다운로드',
  'spreadsheet.hasHeader': '첫 번째 행은 열 이름',
  'spreadsheet.pick': '클릭하거나 스프레드시트를 여기로 끌어다 놓으세요',
  'spreadsheet.pickHint': '파일 1개: .xlsx, .xls 또는 .csv, 빈 파일 불가, 최대 {max}MB',
  'spreadsheet.refused.missing': '가져올 파일을 선택하세요.',
  'spreadsheet.refused.type': '‘{name}’을(를) 전송하지 않았습니다. .xlsx, .xls, .csv 파일만 가져올 수 있습니다.',
  'spreadsheet.refused.empty': '‘{name}’을(를) 전송하지 않았습니다. 파일이 비어 있습니다.',
  'spreadsheet.refused.tooLarge': '‘{name}’을(를) 전송하지 않았습니다. 파일이 {max}MB를 초과합니다.',
  'spreadsheet.step.check': '파일 확인',
  'spreadsheet.step.send': '업로드 및 처리',
  'spreadsheet.step.result': '결과',
  'spreadsheet.sending': '‘{name}’을(를) 업로드하고 있으며 서버에서 처리 중입니다…',
  'spreadsheet.failed': '‘{name}’을(를) 가져오지 못했습니다.',
  'spreadsheet.result.summary':
    '‘{name}’: 성공 {accepted, plural, other {{acceptedText}행}}, 실패 {rejected, plural, other {{rejectedText}행}}.',
  'spreadsheet.result.rejectedTitle': '실패한 행',
  'spreadsheet.result.row': '행 번호',
  'spreadsheet.result.reason': '사유',
  'spreadsheet.export.tooManyRows':
    '내보내기가 {rows}행으로, 파일당 한도 {max}행을 넘습니다. 범위를 좁혀 다시 내보내세요.',
  'spreadsheet.checkOnly': '검사만: 모든 행을 확인하고 아무것도 만들지 않음',
  'spreadsheet.result.checked':
    '“{name}” 검사 완료: 생성 가능 {accepted, plural, other {{acceptedText}}}행, 거부 {rejected, plural, other {{rejectedText}}}행. 아무것도 만들지 않았습니다.',
  'spreadsheet.result.createdIds': '생성된 광고 위치 ID: {ids}',
};
