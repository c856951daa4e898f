export default {
  'spreadsheet.open': '导入表格',
  'spreadsheet.title': '从表格导入广告位',
  'spreadsheet.intro':
    '每行一个广告位，列与模板一致。支持 .xlsx、.xls 或 .csv，不超过 {max} MB，最多 5,000 行。服务器逐行校验，并创建有效的行。',
  'spreadsheet.template': '下载模板（CSV）',
  'spreadsheet.hasHeader': '第一行为列名',
  'spreadsheet.pick': '点击或拖拽表格到此处',
  'spreadsheet.pickHint': '单个文件：.xlsx、.xls 或 .csv，不能为空，不超过 {max} MB',
  'spreadsheet.refused.missing': '请选择要导入的文件。',
  'spreadsheet.refused.type': '未发送“{name}”：只能导入 .xlsx、.xls 和 .csv 文件。',
  'spreadsheet.refused.empty': '未发送“{name}”：文件为空。',
  'spreadsheet.refused.tooLarge': '未发送“{name}”：文件超过 {max} MB。',
  'spreadsheet.step.check': '检查文件',
  'spreadsheet.step.send': '上传并处理',
  'spreadsheet.step.result': '结果',
  'spreadsheet.sending': '正在上传“{name}”，服务器处理中…',
  'spreadsheet.failed': '“{name}”导入失败。',
  'spreadsheet.result.summary':
    '“{name}”：成功 {accepted, plural, other {{acceptedText} 行}}，失败 {rejected, plural, other {{rejectedText} 行}}。',
  'spreadsheet.result.rejectedTitle': '失败的行',
  'spreadsheet.result.row': '行号',
  'spreadsheet.result.reason': '原因',
  'spreadsheet.export.tooManyRows': '导出将有 {rows} 行，超过每个文件 {max} 行的上限：请缩小范围后再导出。',
  'spreadsheet.checkOnly': '仅检查：校验每一行，不创建任何广告位',
  'spreadsheet.result.checked':
    '已检查“{name}”：{accepted, plural, other {{acceptedText}}} 行可创建，{rejected, plural, other {{rejectedText}}} 行有误；未创建任何广告位。',
  'spreadsheet.result.createdIds': '已创建的广告位 ID：{ids}',
};
