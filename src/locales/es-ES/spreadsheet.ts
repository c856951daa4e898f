export default {
  'spreadsheet.open': 'Importar hoja de cálculo',
  'spreadsheet.title': 'Importar bloques de anuncios desde una hoja de cálculo',
  'spreadsheet.intro':
    'Una fila por bloque de anuncios, con las columnas de la plantilla. Se aceptan archivos .xlsx, .xls o .csv de hasta {max} MB y 5000 filas como máximo. El servidor comprueba todas las filas y crea las válidas.',
  'spreadsheet.template': 'Descargar la plantilla (CSV)',
  'spreadsheet.hasHeader': 'La primera fila contiene los nombres de las columnas',
  'spreadsheet.pick': 'Haz clic o arrastra aquí una hoja de cálculo',
  'spreadsheet.pickHint': 'Un solo archivo: .xlsx, .xls o .csv, no vacío, de {max} MB como máximo',
  'spreadsheet.refused.missing': 'Elige un archivo para importar.',
  'spreadsheet.refused.type': 'No se ha enviado «{name}»: solo se pueden importar archivos .xlsx, .xls y .csv.',
  'spreadsheet.refused.empty': 'No se ha enviado «{name}»: el archivo está vacío.',
  'spreadsheet.refused.tooLarge': 'No se ha enviado «{name}»: el archivo supera los {max} MB.',
  'spreadsheet.step.check': 'Comprobar archivo',
  'spreadsheet.step.send': 'Subir y procesar',
  'spreadsheet.step.result': 'Resultado',
  'spreadsheet.sending': 'Subiendo «{name}»; el servidor lo está procesando…',
  'spreadsheet.failed': 'No se ha podido importar «{name}».',
  'spreadsheet.result.summary':
    '«{name}»: {accepted, plural, one {{acceptedText} fila aceptada} other {{acceptedText} filas aceptadas}}, {rejected, plural, one {{rejectedText} fila rechazada} other {{rejectedText} filas rechazadas}}.',
  'spreadsheet.result.rejectedTitle': 'Filas rechazadas',
  'spreadsheet.result.row': 'Fila',
  'spreadsheet.result.reason': 'Motivo',
  'spreadsheet.export.tooManyRows':
    'La exportación tendría {rows} filas, más que el límite de {max} filas por archivo: acota la selección y vuelve a exportar.',
  'spreadsheet.checkOnly': 'Solo comprobar: validar cada fila sin crear nada',
  'spreadsheet.result.checked':
    '«{name}» comprobado: se crearían {accepted, plural, one {{acceptedText} fila} other {{acceptedText} filas}} y se rechazarían {rejected, plural, one {{rejectedText} fila} other {{rejectedText} filas}}. No se ha creado nada.',
  'spreadsheet.result.createdIds': 'ID de las posiciones creadas: {ids}',
};
