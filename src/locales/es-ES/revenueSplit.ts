export default {
  'revenueSplit.title': 'Reparto mensual de ingresos',
  'revenueSplit.description':
    'El informe mensual de reparto de ingresos se abre en el sitio de finanzas, en una pestaña nueva. La consola sigue abierta aquí.',
  'revenueSplit.open': 'Abrir el informe',
  'revenueSplit.popupHint':
    'Si no se ha abierto ninguna pestaña nueva, puede que tu navegador la haya bloqueado: permite las ventanas emergentes de este sitio o usa el botón de arriba.',
  'revenueSplit.notConfigured': 'La dirección del informe no está configurada. Ponte en contacto con el administrador.',
  'revenueSplit.noSession': 'Ahora mismo no se puede abrir el informe. Vuelve a iniciar sesión e inténtalo de nuevo.',
};
