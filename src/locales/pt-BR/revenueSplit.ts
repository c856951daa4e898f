export default {
  'revenueSplit.title': 'Divisão mensal de receita',
  'revenueSplit.description':
    'O relatório mensal de divisão de receita é aberto no site financeiro em uma nova guia. O console continua aberto aqui.',
  'revenueSplit.open': 'Abrir o relatório',
  'revenueSplit.popupHint':
    'Se nenhuma nova guia apareceu, seu navegador pode tê-la bloqueado: permita pop-ups para este site ou use o botão acima.',
  'revenueSplit.notConfigured': 'O endereço do relatório não está configurado. Entre em contato com o administrador.',
  'revenueSplit.noSession': 'Não é possível abrir o relatório agora. Entre novamente e tente de novo.',
};
