export default {
  'mediaDivide.title': 'Divisão mensal de receita',
  'mediaDivide.description':
    'O relatório mensal de divisão de receita é aberto no site financeiro em uma nova guia. O console continua aberto aqui.',
  'mediaDivide.open': 'Abrir o relatório',
  'mediaDivide.popupHint':
    'Se nenhuma nova guia apareceu, seu navegador pode tê-la bloqueado: permita pop-ups para este site ou use o botão acima.',
  'mediaDivide.notConfigured': 'O endereço do relatório não está configurado. Entre em contato com o administrador.',
  'mediaDivide.noSession': 'Não é possível abrir o relatório agora. Entre novamente e tente de novo.',
};
