export default {
  'reportApi.loadFailed': 'ไม่สามารถโหลดข้อมูลรับรองของ API รายงานได้',
  'reportApi.credentials.title': 'ข้อมูลรับรอง API',
  'reportApi.apiKey': 'คีย์ API',
  'reportApi.secret': 'คีย์ลับ',
  'reportApi.secret.reveal': 'แสดง',
  'reportApi.secret.hide': 'ซ่อน',
  'reportApi.secret.note': 'เก็บคีย์ลับไว้บนเซิร์ฟเวอร์ของคุณเท่านั้น ผู้ที่มีคีย์ลับจะอ่านรายงานของคุณได้ หากคีย์รั่วไหล ให้เปลี่ยนคีย์ลับใหม่',
  'reportApi.copyKey': 'คัดลอกคีย์ API',
  'reportApi.copySecret': 'คัดลอกคีย์ลับ',
  'reportApi.rotatedAt': 'เปลี่ยนคีย์ลับล่าสุด',
  'reportApi.lastUsedAt': 'ใช้งานล่าสุด',
  'reportApi.never': 'ไม่เคย',
  'reportApi.previous': 'รหัสลับก่อนหน้า',
  'reportApi.previous.until': 'ยังใช้ได้ถึง {time}',
  'reportApi.previous.lastUsed': 'ใช้ล่าสุด: {time}',
  'reportApi.rotate.button': 'เปลี่ยนคีย์ลับใหม่',
  'reportApi.rotate.confirmTitle': 'เปลี่ยนคีย์ลับใหม่หรือไม่',
  'reportApi.rotate.confirmText':
    'จะออกรหัสลับใหม่ รหัสลับปัจจุบันยังใช้ได้อีก 24 ชั่วโมงเพื่อให้ระบบของคุณเปลี่ยนไปใช้รหัสใหม่ หลังจากนั้นจะได้รับ 401 คีย์ API ยังคงเดิม',
  'reportApi.rotate.ok': 'เปลี่ยนคีย์',

  'reportApi.guide.title': 'วิธีเรียกใช้ API รายงาน',
  'reportApi.guide.intro':
    'อ่านข้อมูลทราฟฟิกและรายได้รายวันของแอปทั้งหมดจากระบบของคุณเอง คำขอแต่ละรายการจะลงนามด้วยคีย์ลับ โดยไม่มีการส่งคีย์ลับไปด้วย',
  'reportApi.guide.endpoint': 'Endpoint',
  'reportApi.guide.copyEndpoint': 'คัดลอก Endpoint',
  'reportApi.guide.params': 'พารามิเตอร์คิวรี',
  'reportApi.guide.headers': 'เฮดเดอร์ของคำขอ',
  'reportApi.guide.col.name': 'ชื่อ',
  'reportApi.guide.col.required': 'จำเป็น',
  'reportApi.guide.col.description': 'คำอธิบาย',
  'reportApi.guide.required': 'จำเป็น',
  'reportApi.guide.optional': 'ไม่บังคับ',
  'reportApi.guide.param.start': 'วันแรก รูปแบบ YYYY-MM-DD ตามเขตเวลาของรายงาน ({tz})',
  'reportApi.guide.param.end': 'วันสุดท้าย (รวมวันนั้นด้วย) รูปแบบ YYYY-MM-DD ต้องไม่เกินวันนี้ และคำขอหนึ่งครั้งครอบคลุมได้สูงสุด {days} วัน',
  'reportApi.guide.param.groupBy':
    'มิติ คั่นด้วยจุลภาค: day, hour (30 วันล่าสุด), app, adPosition, adType, platform, country ค่าเริ่มต้นคือ day เช่นเดียวกับทุกพารามิเตอร์ที่ส่ง จะรวมอยู่ในลายเซ็น',
  'reportApi.guide.param.filters':
    'ตัวกรอง คั่นด้วยจุลภาค เหมือนหน้ารายงานการชำระเงิน: รหัสแอป รหัสตำแหน่งโฆษณา ประเภทโฆษณา แพลตฟอร์ม (android, ios) รหัสประเทศ (US, CN…) เว้นว่างหมายถึงทั้งหมด',
  'reportApi.guide.param.page':
    'การแบ่งหน้า: page (เริ่มที่ 1) และ pageSize สูงสุด {rows} แถวต่อการเรียก (เกินจะถูกตัด) ค่า total ในคำตอบบอกจำนวนแถวทั้งหมดของคำค้น',
  'reportApi.guide.param.timeZone':
    'เขตเวลา IANA ที่ใช้นับวัน ค่าเริ่มต้นคือเขตเวลาของบัญชี ({tz}) ส่วน {billing} คือเขตเวลาการเรียกเก็บเงิน',
  'reportApi.guide.header.key': 'คีย์ API ของคุณตามที่แสดงด้านบน',
  'reportApi.guide.header.timestamp': 'เวลาปัจจุบันเป็นวินาทีแบบ Unix ต้องต่างจากนาฬิกาของเซิร์ฟเวอร์ไม่เกิน {skew} วินาที',
  'reportApi.guide.header.nonce':
    'ค่าสุ่มใหม่สำหรับทุกคำขอ: ตัวอักษรภาษาอังกฤษ ตัวเลข _ หรือ - จำนวน {min} ถึง {max} ตัว nonce แต่ละค่าใช้ได้ครั้งเดียว และระบบจะจดจำไว้ {minutes} นาที',
  'reportApi.guide.header.signature': 'ลายเซ็นของคำขอในรูปเลขฐานสิบหกตัวพิมพ์เล็ก คำนวณตามที่อธิบายด้านล่าง',
  'reportApi.guide.signing': 'การลงนามคำขอ',
  'reportApi.guide.step.sort':
    'เรียงพารามิเตอร์คิวรีตามชื่อ เข้ารหัสชื่อและค่าแต่ละตัวด้วย encodeURIComponent เขียนเป็น name=value แล้วเชื่อมด้วย & ผลลัพธ์คือคิวรีที่เรียงแล้ว',
  'reportApi.guide.step.string':
    'นำ timestamp, nonce และคิวรีที่เรียงแล้วมาต่อกันตามลำดับ โดยคั่นด้วยการขึ้นบรรทัดใหม่หนึ่งครั้ง (\\n) และไม่มีการขึ้นบรรทัดใหม่ต่อท้าย ผลลัพธ์คือสตริงที่จะลงนาม',
  'reportApi.guide.step.hmac': 'คำนวณ HMAC-SHA256 ของสตริงที่จะลงนาม โดยใช้คีย์ลับเป็นคีย์ แล้วเขียนผลลัพธ์เป็นเลขฐานสิบหกตัวพิมพ์เล็ก',
  'reportApi.guide.step.send':
    'ส่งคำขอด้วยคิวรีเดียวกัน พร้อมเฮดเดอร์ X-Api-Key, X-Timestamp, X-Nonce และ X-Signature ห้ามส่งคีย์ลับโดยเด็ดขาด',
  'reportApi.guide.stringExample':
    'ตัวอย่างเช่น เมื่อ timestamp เป็น 1767225600, nonce เป็น n0nce-3f9a1c2b7d4e และใช้คิวรีของ Endpoint ด้านบน สตริงที่จะลงนามคือ:',
  'reportApi.guide.limits': 'ข้อจำกัดและข้อผิดพลาด',
  'reportApi.guide.limit.skew':
    'ตั้งนาฬิกาให้ตรงกันเสมอ: timestamp ที่ต่างจากนาฬิกาของเซิร์ฟเวอร์เกิน {skew} วินาที (5 นาที) จะถูกปฏิเสธ',
  'reportApi.guide.limit.nonce':
    'nonce ที่ถูกใช้ซ้ำภายใน {minutes} นาทีจะถูกปฏิเสธ ให้สร้าง nonce ใหม่สำหรับทุกคำขอ รวมถึงการลองใหม่ด้วย',
  'reportApi.guide.limit.rate': 'สูงสุด {rate} คำขอต่อวินาทีต่อคีย์ API หากเกินจะได้รับ HTTP 429',
  'reportApi.guide.limit.refused':
    'หากไม่มีเฮดเดอร์ คีย์ไม่รู้จัก ลายเซ็นไม่ถูกต้อง nonce ถูกใช้ซ้ำ หรือ timestamp อยู่นอกช่วง จะได้รับ HTTP 401 พร้อม code 401 และ message ที่ระบุสาเหตุ',
  'reportApi.guide.limit.dates':
    'วันที่ไม่ถูกต้อง (รูปแบบผิด วันเริ่มต้นอยู่หลังวันสิ้นสุด วันสิ้นสุดอยู่หลังวันนี้ หรือเกิน {days} วัน) จะได้รับ code 4001 พร้อมระบุฟิลด์ใน errors',
  'reportApi.guide.limit.rotate': 'หลังหมุนเวียนรหัสลับ คำขอที่ลงนามด้วยรหัสลับเดิมยังได้รับการยอมรับอีก 24 ชั่วโมง จากนั้นจะถูกปฏิเสธ',
  'reportApi.guide.response': 'การตอบกลับ',
  'reportApi.guide.responseText':
    'JSON: code เป็น 0 และ result ประกอบด้วย start, end, groupBy, list (หนึ่งรายการต่อวัน มี date, status และตัวเลขทราฟฟิกกับรายได้), totals, timeZone ({tz}), currency และ updatedAt อัตราต่าง ๆ เป็นทศนิยมตั้งแต่ 0 ถึง 1 ส่วนจำนวนเงินเป็นสกุลเงินที่ระบุใน currency ฟิลด์ earnings (และ earningsEcpm) คือรายได้โดยประมาณของคุณ ส่วนที่ใบแจ้งยอดจ่ายก่อนการปรับปรุง ส่วน revenue และ ecpm เป็นยอดรวมก่อนหักส่วนแบ่งแพลตฟอร์ม',
  'reportApi.guide.partialText':
    'วันนี้ยังไม่ครบวัน: แถวของวันนี้มี partial: true และ through ซึ่งเป็นเวลาที่ตัวเลขนับถึง (ต้นชั่วโมงปัจจุบัน เท่ากับ updatedAt) และจะเพิ่มขึ้นจนสิ้นวัน หากไม่จัดกลุ่มตามวันหรือชั่วโมง ทุกแถวของช่วงเวลาที่รวมวันนี้ก็มีสองฟิลด์นี้ด้วย ส่วนรายชั่วโมงครบเสมอ',
  'reportApi.guide.examples': 'ตัวอย่าง',
  'reportApi.guide.copyExample': 'คัดลอกตัวอย่าง',
  'reportApi.guide.curlNote': 'สำหรับ bash ที่มี openssl และ curl ก่อนอื่นให้ใส่คีย์ลับไว้ในตัวแปรสภาพแวดล้อม {env}',
  'reportApi.guide.jsNote':
    'ES module สำหรับ Node.js 18 ขึ้นไป ที่ติดตั้งแพ็กเกจ crypto-js แล้ว ก่อนอื่นให้ใส่คีย์ลับไว้ในตัวแปรสภาพแวดล้อม {env}',
  'reportApi.secret.viewOnly': 'เฉพาะบัญชีหลัก (หรือบัญชีที่มีสิทธิ์ "จัดการ API รายงาน") เท่านั้นที่ดูรหัสลับได้',
  'reportApi.reveal.title': 'แสดงรหัสลับ',
  'secretDialog.password.ok': 'ดำเนินการต่อ',
  'secretDialog.password.help': 'เพื่อความปลอดภัย โปรดป้อนรหัสผ่านของคุณอีกครั้ง',
  'secretDialog.password.label': 'รหัสผ่านของคุณ',
  'secretDialog.password.required': 'โปรดป้อนรหัสผ่าน',
  'secretDialog.once.title': 'จัดเก็บรหัสลับนี้ตอนนี้',
  'secretDialog.once.text': 'รหัสลับจะแสดงเพียงครั้งนี้เท่านั้น คัดลอกไปไว้ในการตั้งค่าเซิร์ฟเวอร์ของคุณ หลังจากนี้จะแสดงเพียง 4 ตัวอักษรสุดท้าย',
  'secretDialog.once.copy': 'คัดลอกรหัสลับ',
  'secretDialog.once.stored': 'จัดเก็บแล้ว',
};
