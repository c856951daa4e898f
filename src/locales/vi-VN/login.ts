export default {
  'login.subtitle': 'Đăng nhập để quản lý ứng dụng, vị trí quảng cáo và doanh thu của bạn.',
  'login.account': 'Tài khoản',
  'login.password': 'Mật khẩu',
  'login.account.required': 'Vui lòng nhập tên tài khoản',
  'login.password.required': 'Vui lòng nhập mật khẩu',
  'login.remember': 'Ghi nhớ tên tài khoản',
  'login.submit': 'Đăng nhập',
  'login.failed': 'Đăng nhập không thành công, vui lòng thử lại',
};
