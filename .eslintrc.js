module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    // Function declarations are hoisted; reading top-down (public first, helpers after) is clearer.
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
  },
};
