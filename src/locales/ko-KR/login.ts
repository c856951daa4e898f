export default {
  'login.subtitle': '로그인하여 앱, 광고 지면, 수익을 관리하세요.',
  'login.account': '계정',
  'login.password': '비밀번호',
  'login.account.required': '계정 이름을 입력하세요',
  'login.password.required': '비밀번호를 입력하세요',
  'login.remember': '계정 이름 기억하기',
  'login.submit': '로그인',
  'login.failed': '로그인에 실패했습니다. 다시 시도하세요',
};
