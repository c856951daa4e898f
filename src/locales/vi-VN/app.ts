export default {
  'app.create': 'Tạo ứng dụng',
  'app.edit': 'Chỉnh sửa ứng dụng',
  'app.createWithAdPosition': 'Tạo ứng dụng kèm vị trí quảng cáo',
  'app.addAdPosition': 'Thêm vị trí quảng cáo',
  'app.adPositionsOf': '{count} vị trí quảng cáo của {name}',
  'app.storeLink': 'Trang cửa hàng của {name} (mở trong thẻ mới)',

  'app.field.id': 'ID ứng dụng',
  'app.field.name': 'Tên ứng dụng',
  'app.field.keyword': 'Tên hoặc tên gói',
  'app.field.keyword.placeholder': 'Tên ứng dụng, tên gói hoặc Bundle ID',
  'app.field.platform': 'Nền tảng',
  'app.field.packageName': 'Tên gói',
  'app.field.bundleId': 'Bundle ID',
  'app.field.packageOrBundle': 'Tên gói / Bundle ID và trang cửa hàng',
  'app.field.packageName.help':
    'Giống như trên cửa hàng ứng dụng, ví dụ com.example.app. Mỗi ứng dụng của bạn trên cùng một nền tảng có một giá trị riêng.',
  'app.field.storeUrl': 'URL cửa hàng',
  'app.field.category': 'Danh mục',
  'app.field.category.placeholder': 'Chọn danh mục',
  'app.field.description': 'Mô tả',
  'app.field.reviewStatus': 'Trạng thái duyệt',
  'app.field.adPositionCount': 'Số vị trí quảng cáo',

  'app.platformCategory': '{platform} · {category}',
  'app.field.enabled': 'Bật/tắt',
  'app.addAdPositionTo': 'Thêm vị trí quảng cáo cho {name}',
  'app.platform.android': 'Android',
  'app.platform.ios': 'iOS',

  'app.category.games': 'Trò chơi',
  'app.category.social': 'Mạng xã hội',
  'app.category.tools': 'Công cụ',
  'app.category.news': 'Tin tức',
  'app.category.video': 'Video',
  'app.category.music': 'Âm nhạc',
  'app.category.shopping': 'Mua sắm',
  'app.category.education': 'Giáo dục',
  'app.category.health': 'Sức khỏe & thể hình',
  'app.category.finance': 'Tài chính',
  'app.category.travel': 'Du lịch',
  'app.category.lifestyle': 'Phong cách sống',

  'app.review.pending': 'Chờ duyệt',
  'app.review.approved': 'Đã phê duyệt',
  'app.review.rejected': 'Đã từ chối',
  'app.review.suspended': 'Đã tạm ngưng',
  'app.review.legend': 'Ý nghĩa của các trạng thái duyệt',
  'app.reviewHelp.pending':
    'Nền tảng đang duyệt ứng dụng. Bạn có thể thiết lập trước các vị trí quảng cáo; quảng cáo sẽ được phân phát sau khi ứng dụng được phê duyệt.',
  'app.reviewHelp.approved': 'Ứng dụng đã được phê duyệt và các vị trí quảng cáo đang bật sẽ phân phát quảng cáo.',
  'app.reviewHelp.rejected':
    'Ứng dụng không được phê duyệt. Hãy sửa theo lý do được nêu rồi lưu ứng dụng để gửi duyệt lại.',
  'app.reviewHelp.suspended':
    'Nền tảng đã ngừng phân phát quảng cáo cho ứng dụng này. Không thể bật ứng dụng hoặc thêm vị trí quảng cáo mới.',
  'app.reviewReason': 'Lý do: {reason}',

  'app.newAppPending': 'Ứng dụng mới bắt đầu ở trạng thái chờ duyệt; quảng cáo được phân phát sau khi được phê duyệt.',
  'app.reviewAgainNote':
    'Thay đổi nền tảng, tên gói hoặc URL cửa hàng của ứng dụng đã được phê duyệt, hoặc bất kỳ thay đổi nào đối với ứng dụng bị từ chối, sẽ khiến ứng dụng phải duyệt lại.',

  'app.enableConfirm': 'Bật “{name}”? Các vị trí quảng cáo đang bật của ứng dụng sẽ phân phát lại.',
  'app.disableConfirm': 'Tắt “{name}”? Tất cả vị trí quảng cáo của ứng dụng sẽ ngừng phân phát quảng cáo.',
  'app.suspendedCannotEnable': 'Không thể bật ứng dụng đã bị tạm ngưng.',

  'app.empty.invite':
    'Chưa có ứng dụng nào. Hãy tạo ứng dụng đầu tiên để bắt đầu kiếm doanh thu từ các vị trí quảng cáo.',
  'app.empty.none': 'Chưa có ứng dụng nào.',
  'app.empty.noMatch': 'Không có ứng dụng nào khớp với bộ lọc.',

  'app.rule.packageName': 'Tên gói Android không hợp lệ (ví dụ com.example.app)',
  'app.rule.bundleId': 'Bundle ID iOS không hợp lệ (ví dụ com.example.app)',
  'app.rule.storeUrl': 'Nhập địa chỉ đầy đủ bắt đầu bằng http:// hoặc https://',

  'app.flow.step.app': 'Thông tin ứng dụng',
  'app.flow.step.adPosition': 'Vị trí quảng cáo đầu tiên',
  'app.flow.step.done': 'Tích hợp',
  'app.flow.createAndNext': 'Tạo ứng dụng và tiếp tục',
  'app.flow.saveAndNext': 'Lưu ứng dụng và tiếp tục',
  'app.flow.createPosition': 'Tạo vị trí quảng cáo',
  'app.flow.previous': 'Quay lại',
  'app.flow.appCreated':
    'Đã tạo ứng dụng “{name}” (ID {id}) và ứng dụng đang chờ duyệt. Bây giờ hãy thêm vị trí quảng cáo đầu tiên cho ứng dụng.',
  'app.flow.startOver': 'Bắt đầu lại với ứng dụng khác',
  'app.flow.again': 'Thêm ứng dụng khác',
};
