export default {
  'spreadsheet.open': 'Importar planilha',
  'spreadsheet.title': 'Importar blocos de anúncios de uma planilha',
  'spreadsheet.intro':
    'Uma linha por bloco de anúncios, nas colunas do modelo. Formatos aceitos: .xlsx, .xls ou .csv de até {max} MB, com no máximo 5.000 linhas. O servidor verifica cada linha e cria as válidas.',
  'spreadsheet.template': 'Baixar o modelo (CSV)',
  'spreadsheet.hasHeader': 'A primeira linha contém os nomes das colunas',
  'spreadsheet.pick': 'Clique ou arraste uma planilha até aqui',
  'spreadsheet.pickHint': 'Um arquivo: .xlsx, .xls ou .csv, não vazio, de até {max} MB',
  'spreadsheet.refused.missing': 'Escolha um arquivo para importar.',
  'spreadsheet.refused.type': '“{name}” não foi enviado: só é possível importar arquivos .xlsx, .xls e .csv.',
  'spreadsheet.refused.empty': '“{name}” não foi enviado: o arquivo está vazio.',
  'spreadsheet.refused.tooLarge': '“{name}” não foi enviado: o arquivo tem mais de {max} MB.',
  'spreadsheet.step.check': 'Verificar arquivo',
  'spreadsheet.step.send': 'Enviar e processar',
  'spreadsheet.step.result': 'Resultado',
  'spreadsheet.sending': 'Enviando “{name}”; o servidor está processando o arquivo…',
  'spreadsheet.failed': 'Não foi possível importar “{name}”.',
  'spreadsheet.result.summary':
    '“{name}”: {accepted, plural, =0 {{acceptedText} linhas aceitas} one {{acceptedText} linha aceita} other {{acceptedText} linhas aceitas}}, {rejected, plural, =0 {{rejectedText} linhas rejeitadas} one {{rejectedText} linha rejeitada} other {{rejectedText} linhas rejeitadas}}.',
  'spreadsheet.result.rejectedTitle': 'Linhas rejeitadas',
  'spreadsheet.result.row': 'Linha',
  'spreadsheet.result.reason': 'Motivo',
  'spreadsheet.export.tooManyRows':
    'A exportação teria {rows} linhas, mais que o limite de {max} linhas por arquivo: restrinja a seleção e exporte de novo.',
  'spreadsheet.checkOnly': 'Somente verificar: validar cada linha sem criar nada',
  'spreadsheet.result.checked':
    '“{name}” verificado: {accepted, plural, one {{acceptedText} linha seria criada} other {{acceptedText} linhas seriam criadas}}, {rejected, plural, one {{rejectedText} rejeitada} other {{rejectedText} rejeitadas}}. Nada foi criado.',
  'spreadsheet.result.createdIds': 'IDs das posições criadas: {ids}',
};
