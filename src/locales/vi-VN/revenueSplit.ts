export default {
  'revenueSplit.title': 'Chia sẻ doanh thu hằng tháng',
  'revenueSplit.description':
    'Báo cáo chia sẻ doanh thu hằng tháng sẽ mở trên trang tài chính trong một thẻ mới. Bảng điều khiển vẫn ở lại trang này.',
  'revenueSplit.open': 'Mở báo cáo',
  'revenueSplit.popupHint':
    'Nếu không thấy thẻ mới, có thể trình duyệt đã chặn cửa sổ bật lên: hãy cho phép cửa sổ bật lên cho trang này hoặc dùng nút ở trên.',
  'revenueSplit.notConfigured': 'Chưa cấu hình địa chỉ của báo cáo. Vui lòng liên hệ quản trị viên.',
  'revenueSplit.noSession': 'Hiện không thể mở báo cáo. Vui lòng đăng nhập lại rồi thử lại.',
};
