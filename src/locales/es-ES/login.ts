export default {
  'login.subtitle': 'Inicia sesión para gestionar tus aplicaciones, bloques de anuncios e ingresos.',
  'login.account': 'Cuenta',
  'login.password': 'Contraseña',
  'login.account.required': 'Introduce el nombre de la cuenta',
  'login.password.required': 'Introduce tu contraseña',
  'login.remember': 'Recordar el nombre de la cuenta',
  'login.submit': 'Iniciar sesión',
  'login.failed': 'No se ha podido iniciar sesión, vuelve a intentarlo',
};
