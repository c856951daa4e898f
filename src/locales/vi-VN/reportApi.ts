export default {
  'reportApi.loadFailed': 'Không thể tải thông tin xác thực của API báo cáo.',
  'reportApi.credentials.title': 'Thông tin xác thực API',
  'reportApi.apiKey': 'Khóa API',
  'reportApi.secret': 'Khóa bí mật',
  'reportApi.secret.reveal': 'Hiện',
  'reportApi.secret.hide': 'Ẩn',
  'reportApi.secret.note':
    'Chỉ lưu khóa bí mật trên máy chủ của bạn. Bất kỳ ai có khóa này đều có thể đọc báo cáo của bạn; nếu bị lộ, hãy đổi khóa ngay.',
  'reportApi.copyKey': 'Sao chép khóa API',
  'reportApi.copySecret': 'Sao chép khóa bí mật',
  'reportApi.rotatedAt': 'Lần đổi khóa bí mật',
  'reportApi.lastUsedAt': 'Lần dùng gần nhất',
  'reportApi.never': 'Chưa bao giờ',
  'reportApi.previous': 'Khóa bí mật trước',
  'reportApi.previous.until': 'Vẫn được chấp nhận đến {time}',
  'reportApi.previous.lastUsed': 'Dùng lần cuối: {time}',
  'reportApi.rotate.button': 'Đổi khóa bí mật',
  'reportApi.rotate.confirmTitle': 'Đổi khóa bí mật?',
  'reportApi.rotate.confirmText':
    'Một khóa bí mật mới được cấp. Khóa hiện tại vẫn hoạt động trong 24 giờ để hệ thống của bạn chuyển đổi; sau đó sẽ nhận 401. Khóa API giữ nguyên.',
  'reportApi.rotate.ok': 'Đổi khóa',

  'reportApi.guide.title': 'Cách gọi API báo cáo',
  'reportApi.guide.intro':
    'Lấy dữ liệu lưu lượng và doanh thu hằng ngày của tất cả ứng dụng từ hệ thống của riêng bạn. Mỗi yêu cầu được ký bằng khóa bí mật; bản thân khóa bí mật không bao giờ được gửi đi.',
  'reportApi.guide.endpoint': 'Endpoint',
  'reportApi.guide.copyEndpoint': 'Sao chép endpoint',
  'reportApi.guide.params': 'Tham số truy vấn',
  'reportApi.guide.headers': 'Header của yêu cầu',
  'reportApi.guide.col.name': 'Tên',
  'reportApi.guide.col.required': 'Bắt buộc',
  'reportApi.guide.col.description': 'Mô tả',
  'reportApi.guide.required': 'Bắt buộc',
  'reportApi.guide.optional': 'Tùy chọn',
  'reportApi.guide.param.start': 'Ngày đầu tiên, định dạng YYYY-MM-DD, theo múi giờ báo cáo ({tz}).',
  'reportApi.guide.param.end':
    'Ngày cuối cùng (tính cả ngày này), định dạng YYYY-MM-DD. Không được sau hôm nay; mỗi yêu cầu bao gồm tối đa {days} ngày.',
  'reportApi.guide.param.groupBy':
    'Các chiều, phân tách bằng dấu phẩy: day, hour (30 ngày gần nhất), app, adPosition, adType, platform, country. Mặc định: day. Như mọi tham số bạn gửi, nó là một phần của chữ ký.',
  'reportApi.guide.param.filters':
    'Bộ lọc, phân tách bằng dấu phẩy, như trên trang báo cáo quyết toán: ID ứng dụng, ID vị trí quảng cáo, loại quảng cáo, nền tảng (android, ios), mã quốc gia (US, CN…). Để trống: tất cả.',
  'reportApi.guide.param.page':
    'Phân trang: page (từ 1) và pageSize, tối đa {rows} dòng mỗi lần gọi (nhiều hơn sẽ bị giới hạn). total trong phản hồi cho biết truy vấn có bao nhiêu dòng.',
  'reportApi.guide.param.timeZone':
    'Múi giờ IANA dùng để tính ngày. Mặc định: múi giờ tài khoản của bạn ({tz}); {billing} là múi giờ thanh toán.',
  'reportApi.guide.header.key': 'Khóa API của bạn, như hiển thị ở trên.',
  'reportApi.guide.header.timestamp':
    'Thời điểm hiện tại tính bằng giây Unix. Chênh lệch so với đồng hồ máy chủ không được quá {skew} giây.',
  'reportApi.guide.header.nonce':
    'Một giá trị ngẫu nhiên mới cho mỗi yêu cầu: từ {min} đến {max} ký tự gồm chữ cái, chữ số, _ hoặc -. Mỗi nonce chỉ dùng được một lần và được ghi nhớ trong {minutes} phút.',
  'reportApi.guide.header.signature': 'Chữ ký của yêu cầu ở dạng hex chữ thường, được tính như mô tả bên dưới.',
  'reportApi.guide.signing': 'Ký yêu cầu',
  'reportApi.guide.step.sort':
    'Sắp xếp các tham số truy vấn theo tên. Mã hóa từng tên và giá trị bằng encodeURIComponent, viết thành name=value rồi nối chúng bằng &. Đây là chuỗi truy vấn đã sắp xếp.',
  'reportApi.guide.step.string':
    'Nối timestamp, nonce và chuỗi truy vấn đã sắp xếp, ngăn cách nhau bằng một ký tự xuống dòng (\\n), không có xuống dòng ở cuối. Đây là chuỗi cần ký.',
  'reportApi.guide.step.hmac':
    'Tính HMAC-SHA256 của chuỗi cần ký, dùng khóa bí mật làm khóa, rồi viết kết quả ở dạng hex chữ thường.',
  'reportApi.guide.step.send':
    'Gửi yêu cầu với cùng chuỗi truy vấn và các header X-Api-Key, X-Timestamp, X-Nonce và X-Signature. Tuyệt đối không gửi khóa bí mật.',
  'reportApi.guide.stringExample':
    'Ví dụ, với timestamp 1767225600, nonce n0nce-3f9a1c2b7d4e và chuỗi truy vấn của endpoint ở trên, chuỗi cần ký là:',
  'reportApi.guide.limits': 'Giới hạn và lỗi',
  'reportApi.guide.limit.skew':
    'Hãy đồng bộ đồng hồ: timestamp lệch quá {skew} giây (5 phút) so với đồng hồ máy chủ sẽ bị từ chối.',
  'reportApi.guide.limit.nonce':
    'Nonce được dùng lại trong vòng {minutes} phút sẽ bị từ chối. Hãy tạo nonce mới cho mỗi yêu cầu, kể cả khi thử lại.',
  'reportApi.guide.limit.rate': 'Tối đa {rate} yêu cầu mỗi giây cho mỗi khóa API; vượt quá sẽ nhận HTTP 429.',
  'reportApi.guide.limit.refused':
    'Thiếu header, khóa không xác định, chữ ký sai, nonce bị dùng lại hoặc timestamp ngoài phạm vi sẽ nhận HTTP 401 với code 401 và message cho biết nguyên nhân.',
  'reportApi.guide.limit.dates':
    'Ngày không hợp lệ (sai định dạng, ngày bắt đầu sau ngày kết thúc, ngày kết thúc sau hôm nay, quá {days} ngày) sẽ nhận code 4001, kèm trường bị lỗi trong errors.',
  'reportApi.guide.limit.rotate':
    'Sau khi xoay vòng khóa bí mật, yêu cầu ký bằng khóa cũ vẫn được chấp nhận trong 24 giờ, sau đó bị từ chối.',
  'reportApi.guide.response': 'Phản hồi',
  'reportApi.guide.responseText':
    'JSON: code bằng 0 và result gồm start, end, groupBy, list (mỗi ngày một mục với date, status cùng các số liệu lưu lượng và doanh thu), totals, timeZone ({tz}), currency và updatedAt. Các tỷ lệ là số thập phân từ 0 đến 1; số tiền tính theo loại tiền tệ trong currency. Trường earnings (và earningsEcpm) là thu nhập ước tính của bạn, phần sao kê trả trước điều chỉnh; revenue và ecpm là số gộp, trước phần của nền tảng.',
  'reportApi.guide.partialText':
    'Hôm nay là ngày chưa trọn: dòng của nó có partial: true và through, thời điểm số liệu chạy đến (đầu giờ hiện tại, giống updatedAt), và còn tăng đến hết ngày. Khi không nhóm theo ngày hay giờ, mọi dòng của khoảng thời gian có hôm nay cũng mang hai trường này; các giờ luôn trọn vẹn.',
  'reportApi.guide.examples': 'Ví dụ',
  'reportApi.guide.copyExample': 'Sao chép ví dụ',
  'reportApi.guide.curlNote':
    'Dành cho bash có openssl và curl. Trước tiên, hãy đặt khóa bí mật vào biến môi trường {env}.',
  'reportApi.guide.jsNote':
    'Một ES module cho Node.js 18 trở lên, đã cài gói crypto-js. Trước tiên, hãy đặt khóa bí mật vào biến môi trường {env}.',
  'reportApi.secret.viewOnly':
    'Chỉ tài khoản chính (hoặc tài khoản có quyền "Quản lý API báo cáo") mới xem được khóa bí mật.',
  'reportApi.reveal.title': 'Hiện khóa bí mật',
  'secretDialog.password.ok': 'Tiếp tục',
  'secretDialog.password.help': 'Để đảm bảo an toàn, hãy nhập lại mật khẩu của bạn.',
  'secretDialog.password.label': 'Mật khẩu của bạn',
  'secretDialog.password.required': 'Hãy nhập mật khẩu',
  'secretDialog.once.title': 'Hãy lưu khóa bí mật này ngay',
  'secretDialog.once.text':
    'Khóa bí mật chỉ hiển thị lần này. Hãy sao chép vào cấu hình máy chủ của bạn: sau đó chỉ còn hiện 4 ký tự cuối.',
  'secretDialog.once.copy': 'Sao chép khóa bí mật',
  'secretDialog.once.stored': 'Tôi đã lưu',
};
