export default {
  'spreadsheet.open': 'Importar hoja de cálculo',
  'spreadsheet.title': 'Importar espacios publicitarios desde una hoja de cálculo',
  'spreadsheet.intro':
    'Una fila por espacio publicitario, con las columnas de la plantilla. Se aceptan .xlsx, .xls o .csv de hasta {max} MB y como máximo 5.000 filas. El servidor comprueba cada fila y crea las válidas.',
  'spreadsheet.template': 'Descargar la plantilla (CSV)',
  'spreadsheet.hasHeader': 'La primera fila contiene los nombres de las columnas',
  'spreadsheet.pick': 'Haz clic o arrastra aquí una hoja de cálculo',
  'spreadsheet.pickHint': 'Un archivo: .xlsx, .xls o .csv, no vacío, de hasta {max} MB',
  'spreadsheet.refused.missing': 'Elige un archivo para importar.',
  'spreadsheet.refused.type': '«{name}» no se envió: solo se pueden importar archivos .xlsx, .xls y .csv.',
  'spreadsheet.refused.empty': '«{name}» no se envió: el archivo está vacío.',
  'spreadsheet.refused.tooLarge': '«{name}» no se envió: el archivo supera los {max} MB.',
  'spreadsheet.step.check': 'Comprobar archivo',
  'spreadsheet.step.send': 'Subir y procesar',
  'spreadsheet.step.result': 'Resultado',
  'spreadsheet.sending': 'Subiendo «{name}»; el servidor lo está procesando…',
  'spreadsheet.failed': 'No se pudo importar «{name}».',
  'spreadsheet.result.summary':
    '«{name}»: {accepted, plural, one {{acceptedText} fila aceptada} other {{acceptedText} filas aceptadas}}, {rejected, plural, one {{rejectedText} fila rechazada} other {{rejectedText} filas rechazadas}}.',
  'spreadsheet.result.rejectedTitle': 'Filas rechazadas',
  'spreadsheet.result.row': 'Fila',
  'spreadsheet.result.reason': 'Motivo',
};
