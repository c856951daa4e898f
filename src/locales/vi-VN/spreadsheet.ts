export default {
  'spreadsheet.open': 'Nhập từ bảng tính',
  'spreadsheet.title': 'Nhập vị trí quảng cáo từ bảng tính',
  'spreadsheet.intro':
    'Mỗi hàng là một vị trí quảng cáo, theo đúng các cột của mẫu. Chấp nhận tệp .xlsx, .xls hoặc .csv tối đa {max} MB, tối đa 5.000 hàng. Máy chủ kiểm tra từng hàng và tạo các hàng hợp lệ.',
  'spreadsheet.template': 'Tải xuống mẫu (CSV)',
  'spreadsheet.hasHeader': 'Hàng đầu tiên chứa tên cột',
  'spreadsheet.pick': 'Nhấp hoặc kéo bảng tính vào đây',
  'spreadsheet.pickHint': 'Một tệp: .xlsx, .xls hoặc .csv, không được trống, tối đa {max} MB',
  'spreadsheet.refused.missing': 'Hãy chọn tệp cần nhập.',
  'spreadsheet.refused.type': 'Chưa gửi “{name}”: chỉ có thể nhập tệp .xlsx, .xls và .csv.',
  'spreadsheet.refused.empty': 'Chưa gửi “{name}”: tệp trống.',
  'spreadsheet.refused.tooLarge': 'Chưa gửi “{name}”: tệp lớn hơn {max} MB.',
  'spreadsheet.step.check': 'Kiểm tra tệp',
  'spreadsheet.step.send': 'Tải lên và xử lý',
  'spreadsheet.step.result': 'Kết quả',
  'spreadsheet.sending': 'Đang tải lên “{name}”; máy chủ đang xử lý…',
  'spreadsheet.failed': 'Không nhập được “{name}”.',
  'spreadsheet.result.summary':
    '“{name}”: {accepted, plural, other {đã chấp nhận {acceptedText} hàng}}, {rejected, plural, other {đã từ chối {rejectedText} hàng}}.',
  'spreadsheet.result.rejectedTitle': 'Các hàng bị từ chối',
  'spreadsheet.result.row': 'Hàng',
  'spreadsheet.result.reason': 'Lý do',
  'spreadsheet.export.tooManyRows':
    'Tệp xuất sẽ có {rows} dòng, vượt giới hạn {max} dòng mỗi tệp: hãy thu hẹp phạm vi rồi xuất lại.',
  'spreadsheet.checkOnly': 'Chỉ kiểm tra: xác thực mọi dòng, không tạo gì',
  'spreadsheet.result.checked':
    'Đã kiểm tra “{name}”: {accepted, plural, other {{acceptedText}}} dòng sẽ được tạo, {rejected, plural, other {{rejectedText}}} dòng bị từ chối. Chưa tạo gì.',
  'spreadsheet.result.createdIds': 'ID vị trí quảng cáo đã tạo: {ids}',
};
