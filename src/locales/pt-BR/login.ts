export default {
  'login.subtitle': 'Entre para gerenciar seus aplicativos, blocos de anúncios e receita.',
  'login.account': 'Conta',
  'login.password': 'Senha',
  'login.account.required': 'Informe o nome da conta',
  'login.password.required': 'Informe sua senha',
  'login.remember': 'Lembrar o nome da conta',
  'login.submit': 'Entrar',
  'login.failed': 'Falha ao entrar, tente novamente',
};
