export default {
  'reportApi.loadFailed': '리포트 API 자격 증명을 불러오지 못했습니다.',
  'reportApi.credentials.title': 'API 자격 증명',
  'reportApi.apiKey': 'API 키',
  'reportApi.secret': '시크릿 키',
  'reportApi.secret.reveal': '표시',
  'reportApi.secret.hide': '숨기기',
  'reportApi.secret.note':
    '시크릿 키는 자체 서버에만 보관하세요. 시크릿 키를 가진 사람은 누구나 리포트를 조회할 수 있습니다. 유출되었다면 시크릿 키를 교체하세요.',
  'reportApi.copyKey': 'API 키 복사',
  'reportApi.copySecret': '시크릿 키 복사',
  'reportApi.rotatedAt': '시크릿 키 교체 일시',
  'reportApi.lastUsedAt': '마지막 사용',
  'reportApi.never': '없음',
  'reportApi.previous': '이전 시크릿',
  'reportApi.previous.until': '{time}까지 계속 허용',
  'reportApi.previous.lastUsed': '마지막 사용: {time}',
  'reportApi.rotate.button': '시크릿 키 교체',
  'reportApi.rotate.confirmTitle': '시크릿 키를 교체하시겠습니까?',
  'reportApi.rotate.confirmText':
    '새 시크릿이 발급됩니다. 현재 시크릿은 24시간 동안 계속 작동하므로 그동안 시스템을 전환할 수 있고, 그 후에는 401을 받습니다. API 키는 그대로입니다.',
  'reportApi.rotate.ok': '교체',

  'reportApi.guide.title': '리포트 API 호출 방법',
  'reportApi.guide.intro':
    '자체 시스템에서 모든 앱의 일별 트래픽과 수익을 조회할 수 있습니다. 각 요청은 시크릿 키로 서명하며, 시크릿 키 자체는 전송하지 않습니다.',
  'reportApi.guide.endpoint': '엔드포인트',
  'reportApi.guide.copyEndpoint': '엔드포인트 복사',
  'reportApi.guide.params': '쿼리 매개변수',
  'reportApi.guide.headers': '요청 헤더',
  'reportApi.guide.col.name': '이름',
  'reportApi.guide.col.required': '필수 여부',
  'reportApi.guide.col.description': '설명',
  'reportApi.guide.required': '필수',
  'reportApi.guide.optional': '선택',
  'reportApi.guide.param.start': '시작일(YYYY-MM-DD)이며, 리포트 시간대({tz}) 기준입니다.',
  'reportApi.guide.param.end':
    '종료일(해당일 포함, YYYY-MM-DD)입니다. 오늘 이후일 수 없으며, 한 번의 요청으로 최대 {days}일까지 조회할 수 있습니다.',
  'reportApi.guide.param.groupBy':
    '쉼표로 구분한 차원: day, hour(최근 30일), app, adPosition, adType, platform, country. 기본값은 day입니다. 보내는 다른 매개변수처럼 서명에 포함됩니다.',
  'reportApi.guide.param.filters':
    '정산 보고서와 같은 필터(쉼표로 구분): 앱 ID, 광고 위치 ID, 광고 유형, 플랫폼(android, ios), 국가 코드(US, CN…). 비우면 전체입니다.',
  'reportApi.guide.param.page':
    '페이지: page(1부터)와 pageSize, 호출당 최대 {rows}행입니다(초과하면 상한으로 조정). 응답의 total이 쿼리의 전체 행 수입니다.',
  'reportApi.guide.param.timeZone':
    '날짜를 세는 IANA 시간대입니다. 기본값은 계정 시간대({tz})이며, {billing}은(는) 정산 시간대입니다.',
  'reportApi.guide.header.key': '위에 표시된 API 키입니다.',
  'reportApi.guide.header.timestamp': '현재 시각(Unix 초)입니다. 서버 시각과의 차이는 최대 {skew}초까지 허용됩니다.',
  'reportApi.guide.header.nonce':
    '요청마다 새로 생성하는 임의의 값으로, 영문자, 숫자, _ 또는 -로 이루어진 {min}~{max}자입니다. nonce는 한 번만 사용할 수 있으며 {minutes}분 동안 기록됩니다.',
  'reportApi.guide.header.signature': '아래 설명에 따라 계산한 요청 서명(소문자 16진수)입니다.',
  'reportApi.guide.signing': '요청 서명',
  'reportApi.guide.step.sort':
    '쿼리 매개변수를 이름순으로 정렬합니다. 각 이름과 값을 encodeURIComponent로 인코딩하여 name=value 형식으로 쓰고 &로 연결합니다. 이것이 정렬된 쿼리입니다.',
  'reportApi.guide.step.string':
    '타임스탬프, nonce, 정렬된 쿼리를 줄바꿈 하나(\\n)로 구분해 연결하며, 끝에는 줄바꿈을 넣지 않습니다. 이것이 서명할 문자열입니다.',
  'reportApi.guide.step.hmac':
    '시크릿 키를 키로 사용해 서명할 문자열의 HMAC-SHA256을 계산하고 소문자 16진수로 표기합니다.',
  'reportApi.guide.step.send':
    '동일한 쿼리와 X-Api-Key, X-Timestamp, X-Nonce, X-Signature 헤더로 요청을 보냅니다. 시크릿 키는 절대 전송하지 마세요.',
  'reportApi.guide.stringExample':
    '예를 들어 타임스탬프가 1767225600, nonce가 n0nce-3f9a1c2b7d4e이고 쿼리가 위 엔드포인트와 같으면 서명할 문자열은 다음과 같습니다.',
  'reportApi.guide.limits': '제한 및 오류',
  'reportApi.guide.limit.skew':
    '시계를 동기화하세요. 서버 시각과 {skew}초(5분) 넘게 차이 나는 타임스탬프는 거부됩니다.',
  'reportApi.guide.limit.nonce':
    '{minutes}분 이내에 다시 사용된 nonce는 거부됩니다. 재시도를 포함해 요청마다 새 nonce를 생성하세요.',
  'reportApi.guide.limit.rate': 'API 키당 초당 최대 {rate}개 요청까지 가능하며, 초과하면 HTTP 429가 반환됩니다.',
  'reportApi.guide.limit.refused':
    '헤더 누락, 알 수 없는 키, 잘못된 서명, 재사용된 nonce, 허용 범위를 벗어난 타임스탬프의 경우 HTTP 401과 code 401, 그리고 원인을 알려 주는 message가 반환됩니다.',
  'reportApi.guide.limit.dates':
    '날짜가 잘못된 경우(형식 오류, 시작일이 종료일보다 늦음, 종료일이 오늘보다 늦음, {days}일 초과) code 4001이 반환되며 errors에 해당 필드가 표시됩니다.',
  'reportApi.guide.limit.rotate':
    '시크릿을 교체한 뒤에도 이전 시크릿으로 서명한 요청은 24시간 동안 허용되고 그 후에는 거부됩니다.',
  'reportApi.guide.response': '응답',
  'reportApi.guide.responseText':
    'JSON: code는 0이며, result에는 start, end, groupBy, list(일별 항목 1개, date, status 및 트래픽·수익 수치 포함), totals, timeZone({tz}), currency, updatedAt이 포함됩니다. 비율은 0~1 사이의 소수이며, 금액은 currency에 표시된 통화 기준입니다. earnings(및 earningsEcpm)는 귀하의 예상 수익으로, 명세서가 조정 전에 지급하는 몫입니다. revenue와 ecpm은 플랫폼 몫 차감 전 총액입니다.',
  'reportApi.guide.partialText':
    '오늘은 집계 중인 날입니다. 오늘 행에는 partial: true와 through(수치가 집계된 시각, 현재 정시로 updatedAt과 같음)가 있으며 하루가 끝날 때까지 늘어납니다. 일이나 시간으로 묶지 않으면 오늘이 포함된 기간의 모든 행에도 붙습니다. 시간 단위 행은 항상 완결됩니다.',
  'reportApi.guide.examples': '예시',
  'reportApi.guide.copyExample': '예시 복사',
  'reportApi.guide.curlNote': 'openssl과 curl이 설치된 bash용입니다. 먼저 시크릿 키를 환경 변수 {env}에 설정하세요.',
  'reportApi.guide.jsNote':
    'crypto-js 패키지가 설치된 Node.js 18 이상용 ES 모듈입니다. 먼저 시크릿 키를 환경 변수 {env}에 설정하세요.',
  'reportApi.secret.viewOnly': '시크릿은 기본 계정(또는 "리포트 API 관리" 권한이 있는 계정)만 볼 수 있습니다.',
  'reportApi.reveal.title': '시크릿 보기',
  'secretDialog.password.ok': '계속',
  'secretDialog.password.help': '안전을 위해 비밀번호를 다시 입력하세요.',
  'secretDialog.password.label': '비밀번호',
  'secretDialog.password.required': '비밀번호를 입력하세요',
  'secretDialog.once.title': '지금 이 시크릿을 보관하세요',
  'secretDialog.once.text':
    '시크릿은 이번 한 번만 표시됩니다. 서버 설정에 복사해 두세요. 이후에는 마지막 4자만 표시됩니다.',
  'secretDialog.once.copy': '시크릿 복사',
  'secretDialog.once.stored': '보관했습니다',
};
