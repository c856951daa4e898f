export default {
  'mediaDivide.title': 'Reparto mensual de ingresos',
  'mediaDivide.description':
    'El informe mensual de reparto de ingresos se abre en el sitio de finanzas, en una pestaña nueva. La consola sigue abierta aquí.',
  'mediaDivide.open': 'Abrir el informe',
  'mediaDivide.popupHint':
    'Si no se ha abierto ninguna pestaña nueva, puede que tu navegador la haya bloqueado: permite las ventanas emergentes de este sitio o usa el botón de arriba.',
  'mediaDivide.notConfigured': 'La dirección del informe no está configurada. Ponte en contacto con el administrador.',
  'mediaDivide.noSession': 'Ahora mismo no se puede abrir el informe. Vuelve a iniciar sesión e inténtalo de nuevo.',
};
