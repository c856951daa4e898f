export default {
  'payments.toStatements': 'Bảng kê hàng tháng',
  'payments.payments.title': 'Thanh toán',
  'payments.payments.subtitle':
    'Thông tin thanh toán, các khoản đã trả và khoản tiếp theo. Ngày theo múi giờ thanh toán, {zone}.',
  'payments.profile.title': 'Thông tin thanh toán',
  'payments.profile.edit': 'Sửa',
  'payments.profile.editTitle': 'Sửa thông tin thanh toán',
  'payments.profile.save': 'Lưu',
  'payments.profile.payee': 'Tên người nhận',
  'payments.profile.method': 'Phương thức thanh toán',
  'payments.profile.bank': 'Ngân hàng',
  'payments.profile.account': 'Tài khoản ngân hàng',
  'payments.profile.swift': 'SWIFT/BIC',
  'payments.profile.swiftRule': 'Mã SWIFT/BIC gồm 8 hoặc 11 chữ cái và chữ số',
  'payments.profile.taxId': 'Mã số thuế',
  'payments.profile.threshold': 'Ngưỡng thanh toán',
  'payments.profile.thresholdHint':
    'Bằng {currency}, tối thiểu {min}. Số dư nhỏ hơn được chuyển sang kỳ thanh toán sau.',
  'payments.profile.currency': 'Tiền tệ',
  'payments.profile.updated': 'Thay đổi lần cuối',
  'payments.profile.changeAccount': 'Đổi tài khoản ngân hàng',
  'payments.profile.codeNote':
    'Tài khoản mới cần mã xác minh. Mã được gửi tới {email}, địa chỉ này cũng nhận thông báo về thay đổi.',
  'payments.profile.codeNotePayout':
    'Thay đổi nơi nhận tiền (người nhận, phương thức, ngân hàng, SWIFT hoặc mã số thuế) cần mã xác minh. Mã được gửi đến {email}, địa chỉ này cũng được thông báo về thay đổi.',
  'payments.profile.newAccount': 'Số tài khoản mới (IBAN hoặc nội địa)',
  'payments.profile.accountRule': '8 đến 34 chữ cái và chữ số',
  'payments.profile.code': 'Mã xác minh',
  'payments.profile.codeRule': 'Mã 6 chữ số trong email',
  'payments.profile.sendCode': 'Gửi mã',
  'payments.profile.codeSent': 'Đã gửi mã tới {email}.',
  'payments.history.title': 'Lịch sử thanh toán',
  'payments.history.date': 'Ngày trả',
  'payments.history.months': 'Tháng',
  'payments.history.amount': 'Số tiền',
  'payments.history.reference': 'Mã tham chiếu',
  'payments.history.empty': 'Chưa có khoản thanh toán',
  'payments.history.carriedIn': 'gồm {amount} chuyển sang',
  'payments.history.carried':
    '{amount} ({months}) thấp hơn ngưỡng thanh toán {threshold} và được chuyển sang kỳ thanh toán sau.',
  'payments.next.title': 'Khoản thanh toán tiếp theo',
  'payments.next.history': 'Thanh toán',
  'payments.next.on': 'Dự kiến {date}',
  'payments.next.months': 'Cho {months}',
  'payments.next.nothing': 'Không có tháng đã xuất hóa đơn nào đang chờ thanh toán.',
  'payments.next.below': 'Thấp hơn ngưỡng thanh toán {threshold}: số dư được chuyển sang kỳ sau.',
  'payments.hold.held': 'Các khoản thanh toán bị giữ đến {until} vì thông tin nhận tiền đã thay đổi vào {changed}.',
  'payments.hold.frozen':
    'Thanh toán đã bị đóng băng: thay đổi thông tin nhận tiền ngày {changed} được báo là không phải do bạn. Bộ phận hỗ trợ sẽ mở lại sau khi xác minh với bạn.',
  'payments.hold.notMe': 'Không phải tôi',
  'payments.hold.confirmTitle': 'Đóng băng thanh toán và đăng xuất khỏi mọi nơi?',
  'payments.hold.confirmText':
    'Thanh toán dừng lại cho đến khi bộ phận hỗ trợ mở lại, và mọi phiên của tài khoản cùng các tài khoản con đều kết thúc, kể cả phiên này. Hãy đăng nhập lại và đổi mật khẩu.',
  'payments.hold.confirmOk': 'Đóng băng và đăng xuất',
  'payments.profile.ownerOnly': 'Chỉ tài khoản chính mới có thể thay đổi thông tin nhận tiền',
  'payments.profile.thresholdRange': 'Nhập số tiền từ {min} đến {max}.',
  'payments.report.owner':
    '{by} đã báo cáo lúc {at} rằng thay đổi tài khoản ngân hàng ngày {changed} không phải do họ. Chỉ bạn quyết định: thay đổi bị tạm giữ, và trong thời gian đó các khoản thanh toán vẫn chuyển tới {paying}.',
  'payments.report.sub':
    '{by} đã báo cáo thay đổi tài khoản ngân hàng này cho tài khoản chính lúc {at}. Các khoản thanh toán vẫn chuyển tới {paying} cho đến khi chủ sở hữu quyết định.',
  'payments.report.keep': 'Giữ thay đổi',
  'payments.report.keepTitle': 'Giữ tài khoản ngân hàng mới?',
  'payments.report.keepText':
    'Chỉ chọn khi chính bạn đã thay đổi. Báo cáo được xóa, và tài khoản mới được thanh toán khi hết thời gian tạm giữ.',
  'payments.report.confirmTitle': 'Báo cáo thay đổi này cho tài khoản chính?',
  'payments.report.confirmText':
    'Tài khoản chính được thông báo và quyết định. Trong thời gian đó các khoản thanh toán vẫn chuyển tới tài khoản ngân hàng trước đó; không có gì bị đóng băng và không ai bị đăng xuất.',
  'payments.report.confirmOk': 'Báo cáo cho chủ sở hữu',
  'payments.report.notice':
    '{by} đã báo cáo lúc {at} rằng một thay đổi tài khoản ngân hàng không phải do họ. Chỉ bạn quyết định; trong thời gian đó các khoản thanh toán vẫn chuyển tới tài khoản trước đó.',
  'payments.report.decide': 'Quyết định trên trang Thanh toán',
};
