export default {
  'spreadsheet.open': 'นำเข้าสเปรดชีต',
  'spreadsheet.title': 'นำเข้าตำแหน่งโฆษณาจากสเปรดชีต',
  'spreadsheet.intro':
    'หนึ่งแถวต่อหนึ่งตำแหน่งโฆษณา โดยใช้คอลัมน์ตามเทมเพลต รองรับไฟล์ .xlsx, .xls หรือ .csv ขนาดไม่เกิน {max} MB และไม่เกิน 5,000 แถว เซิร์ฟเวอร์จะตรวจสอบทุกแถวและสร้างรายการจากแถวที่ถูกต้อง',
  'spreadsheet.template': 'ดาวน์โหลดเทมเพลต (CSV)',
  'spreadsheet.hasHeader': 'แถวแรกเป็นชื่อคอลัมน์',
  'spreadsheet.pick': 'คลิกหรือลากสเปรดชีตมาวางที่นี่',
  'spreadsheet.pickHint': 'ไฟล์เดียว: .xlsx, .xls หรือ .csv ต้องไม่ว่างเปล่า และไม่เกิน {max} MB',
  'spreadsheet.refused.missing': 'โปรดเลือกไฟล์ที่จะนำเข้า',
  'spreadsheet.refused.type': 'ไม่ได้ส่ง “{name}”: นำเข้าได้เฉพาะไฟล์ .xlsx, .xls และ .csv',
  'spreadsheet.refused.empty': 'ไม่ได้ส่ง “{name}”: ไฟล์ว่างเปล่า',
  'spreadsheet.refused.tooLarge': 'ไม่ได้ส่ง “{name}”: ไฟล์มีขนาดเกิน {max} MB',
  'spreadsheet.step.check': 'ตรวจสอบไฟล์',
  'spreadsheet.step.send': 'อัปโหลดและประมวลผล',
  'spreadsheet.step.result': 'ผลลัพธ์',
  'spreadsheet.sending': 'กำลังอัปโหลด “{name}” และเซิร์ฟเวอร์กำลังประมวลผล…',
  'spreadsheet.failed': 'นำเข้า “{name}” ไม่สำเร็จ',
  'spreadsheet.result.summary':
    '“{name}”: {accepted, plural, other {สำเร็จ {acceptedText} แถว}} {rejected, plural, other {ไม่สำเร็จ {rejectedText} แถว}}',
  'spreadsheet.result.rejectedTitle': 'แถวที่ไม่สำเร็จ',
  'spreadsheet.result.row': 'แถว',
  'spreadsheet.result.reason': 'เหตุผล',
  'spreadsheet.export.tooManyRows': 'การส่งออกจะมี {rows} แถว เกินขีดจำกัด {max} แถวต่อไฟล์: โปรดจำกัดขอบเขตแล้วส่งออกอีกครั้ง',
  'spreadsheet.checkOnly': 'ตรวจสอบอย่างเดียว: ตรวจทุกแถว ไม่สร้างอะไรเลย',
  'spreadsheet.result.checked':
    'ตรวจ “{name}” แล้ว: สร้างได้ {accepted, plural, other {{acceptedText}}} แถว ถูกปฏิเสธ {rejected, plural, other {{rejectedText}}} แถว ยังไม่ได้สร้างอะไร',
  'spreadsheet.result.createdIds': 'ID ตำแหน่งโฆษณาที่สร้าง: {ids}',
};
