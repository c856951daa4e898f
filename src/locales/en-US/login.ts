export default {
  'login.subtitle': 'Sign in to manage your apps, ad positions and revenue.',
  'login.account': 'Account',
  'login.password': 'Password',
  'login.account.required': 'Please enter your account name',
  'login.password.required': 'Please enter your password',
  'login.remember': 'Remember my account name',
  'login.submit': 'Sign in',
  'login.failed': 'Sign-in failed, please retry',
};
