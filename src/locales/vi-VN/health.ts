// Account health (accounts group, issue 49): docs/health.md.
export default {
  'health.subtitle': 'Mọi thứ đang hạn chế việc phân phối quảng cáo hoặc thanh toán hôm nay, quan trọng nhất trước.',
  'health.subtitleChecked':
    'Mọi thứ đang hạn chế việc phân phối quảng cáo hoặc thanh toán hôm nay, quan trọng nhất trước. Kiểm tra lúc {at}.',
  'health.count': '{count} vấn đề, {blocking} vấn đề chặn',
  'health.listLabel': 'Các vấn đề, quan trọng nhất trước',
  'health.empty': 'Không có gì hạn chế việc phân phối quảng cáo hay thanh toán của bạn',
  'health.loadError': 'Không tải được tình trạng tài khoản.',
  'health.severity.blocking': 'Chặn',
  'health.severity.warning': 'Cảnh báo',
  'health.impact.traffic': '{requests} yêu cầu quảng cáo và {amount} thu nhập trong 7 ngày qua',
  'health.impact.noTraffic': 'Không có yêu cầu quảng cáo nào trong 7 ngày qua',
  'health.impact.payable': '{amount} phải trả',
  'health.impact.nextPayment': '{amount} trong lần thanh toán tới',
  'health.fix.app': 'Mở ứng dụng',
  'health.fix.adPosition': 'Mở vị trí quảng cáo',
  'health.fix.statement': 'Mở bảng kê',
  'health.fix.payments': 'Mở thanh toán',
  'health.appAds.lineMissing': 'app-ads.txt của {app} thiếu dòng của nền tảng này',
  'health.appAds.lineMissing.todo':
    'Thêm dòng hiển thị trong danh sách ứng dụng vào app-ads.txt trên trang web của nhà phát triển, rồi kiểm tra lại. Trước đó, người mua có thể bỏ qua ứng dụng này.',
  'health.appAds.notFound': 'Không tìm thấy app-ads.txt của {app}',
  'health.appAds.notFound.todo':
    'Đăng app-ads.txt có dòng của nền tảng này ở thư mục gốc của trang web nhà phát triển, rồi kiểm tra lại. Trước đó, người mua có thể bỏ qua ứng dụng này.',
  'health.appAds.resellerLine': 'app-ads.txt của {app} ghi dòng của nền tảng này là RESELLER thay vì DIRECT',
  'health.appAds.resellerLine.todo':
    'Hãy đổi RESELLER thành DIRECT trong dòng đó trên trang web nhà phát triển rồi kiểm tra lại. Đến lúc đó người mua có thể bỏ qua ứng dụng này.',
  'health.appAds.otherAccount': 'app-ads.txt của {app} ghi một ID tài khoản khác cho nền tảng này',
  'health.appAds.otherAccount.todo':
    'Hãy sửa ID tài khoản trong dòng đó trên trang web nhà phát triển rồi kiểm tra lại. Đến lúc đó người mua có thể bỏ qua ứng dụng này.',
  'health.notInStore': 'Không tìm thấy {app} trong cửa hàng',
  'health.notInStore.todo': 'Sửa URL cửa hàng, hoặc đánh dấu ứng dụng là chưa phát hành.',
  'health.notServing.appPending': '{app} đang chờ duyệt',
  'health.notServing.appPending.todo':
    'Ứng dụng không phân phối quảng cáo cho đến khi được duyệt. Không cần làm gì trừ khi bên duyệt yêu cầu sửa.',
  'health.notServing.appRejected': '{app} bị từ chối: {reason}',
  'health.notServing.appRejected.todo': 'Sửa theo nhận xét khi duyệt rồi lưu ứng dụng để gửi duyệt lại.',
  'health.notServing.appSuspended': '{app} bị tạm ngưng: {reason}',
  'health.notServing.appSuspended.todo':
    'Ứng dụng không phân phối quảng cáo. Liên hệ bộ phận hỗ trợ để được duyệt lại.',
  'health.notServing.appDisabled': '{app} đang tắt',
  'health.notServing.appDisabled.todo': 'Bật ứng dụng trong danh sách ứng dụng nếu cần phân phối quảng cáo.',
  'health.noImpressions': '{position} của {app} có yêu cầu quảng cáo hôm qua nhưng không có lượt hiển thị',
  'health.noImpressions.todo':
    'Kiểm tra tích hợp: ID đơn vị {unitId}, loại quảng cáo và lệnh gọi SDK hiển thị quảng cáo. Thử với thiết bị thử nghiệm.',
  'health.statementToConfirm': 'Bảng kê tháng {month} đang chờ bạn xác nhận',
  'health.statementToConfirm.todo': 'Xác nhận hoặc khiếu nại trước {date}; sau đó bảng kê tự xác nhận.',
  'health.invoiceMissing': 'Bảng kê tháng {month} đang chờ hóa đơn của bạn',
  'health.invoiceMissing.todo': 'Tải hóa đơn lên: một tháng chỉ được thanh toán khi đã có hóa đơn.',
  'health.payoutHold.held': 'Thanh toán bị giữ đến {until} sau khi đổi tài khoản ngân hàng',
  'health.payoutHold.held.todo': 'Nếu không phải bạn đổi, hãy chọn "{notMe}" trên trang thanh toán.',
  'health.payoutHold.frozen': 'Thanh toán bị đóng băng: thay đổi thông tin thanh toán được báo là không phải của bạn',
  'health.payoutHold.frozen.todo': 'Bộ phận hỗ trợ sẽ mở lại sau khi xác minh với bạn.',
  'health.payeeDetails': 'Thiếu thông tin người nhận: {fields}',
  'health.payeeDetails.todo': 'Bổ sung trên trang thanh toán: thiếu các thông tin này sẽ không có thanh toán.',
  'health.listSeparator': ', ',
};
