// Account health (accounts group, issue 49): docs/health.md.
export default {
  'health.subtitle': 'Todo lo que hoy limita la publicación de anuncios o los pagos, lo más importante primero.',
  'health.subtitleChecked':
    'Todo lo que hoy limita la publicación de anuncios o los pagos, lo más importante primero. Comprobado el {at}.',
  'health.count': '{count, plural, one {# problema} other {# problemas}}, {blocking} bloqueantes',
  'health.listLabel': 'Problemas, lo más importante primero',
  'health.empty': 'Nada limita la publicación de tus anuncios ni tus pagos',
  'health.loadError': 'No se pudo cargar el estado de la cuenta.',
  'health.severity.blocking': 'Bloqueante',
  'health.severity.warning': 'Aviso',
  'health.impact.traffic': '{requests} solicitudes de anuncios y {amount} ganados en los últimos 7 días',
  'health.impact.noTraffic': 'Ninguna solicitud de anuncios en los últimos 7 días',
  'health.impact.payable': '{amount} a pagar',
  'health.impact.nextPayment': '{amount} en el próximo pago',
  'health.fix.app': 'Abrir la app',
  'health.fix.adPosition': 'Abrir el bloque de anuncios',
  'health.fix.statement': 'Abrir el extracto',
  'health.fix.payments': 'Abrir pagos',
  'health.appAds.lineMissing': 'Al app-ads.txt de {app} le falta la línea de esta plataforma',
  'health.appAds.lineMissing.todo':
    'Añade la línea que muestra la lista de apps al app-ads.txt del sitio web del desarrollador y vuelve a comprobarlo. Hasta entonces, los compradores pueden ignorar esta app.',
  'health.appAds.notFound': 'No se encontró el app-ads.txt de {app}',
  'health.appAds.notFound.todo':
    'Publica un app-ads.txt con la línea de esta plataforma en la raíz del sitio web del desarrollador y vuelve a comprobarlo. Hasta entonces, los compradores pueden ignorar esta app.',
  'health.appAds.resellerLine':
    'El app-ads.txt de {app} marca la línea de esta plataforma como RESELLER en lugar de DIRECT',
  'health.appAds.resellerLine.todo':
    'Cambia RESELLER por DIRECT en esa línea del sitio web del desarrollador y vuelve a comprobar. Hasta entonces, los compradores pueden omitir esta app.',
  'health.appAds.otherAccount': 'El app-ads.txt de {app} indica otro ID de cuenta para esta plataforma',
  'health.appAds.otherAccount.todo':
    'Corrige el ID de cuenta de esa línea en el sitio web del desarrollador y vuelve a comprobar. Hasta entonces, los compradores pueden omitir esta app.',
  'health.notInStore': '{app} no se encontró en su tienda',
  'health.notInStore.todo': 'Corrige la URL de la tienda o marca la app como aún no publicada.',
  'health.notServing.appPending': '{app} está pendiente de revisión',
  'health.notServing.appPending.todo':
    'No publica anuncios hasta que se apruebe. No hay nada que hacer salvo que la revisión pida cambios.',
  'health.notServing.appRejected': '{app} fue rechazada: {reason}',
  'health.notServing.appRejected.todo':
    'Corrige lo que indica la revisión y guarda la app para enviarla de nuevo a revisión.',
  'health.notServing.appSuspended': '{app} está suspendida: {reason}',
  'health.notServing.appSuspended.todo': 'No publica anuncios. Contacta con soporte para que se revise de nuevo.',
  'health.notServing.appDisabled': '{app} está desactivada',
  'health.notServing.appDisabled.todo': 'Actívala en la lista de apps si debe publicar anuncios.',
  'health.noImpressions': '{position} de {app} recibió solicitudes de anuncios ayer pero ninguna impresión',
  'health.noImpressions.todo':
    'Revisa la integración: el ID de bloque {unitId}, el tipo de anuncio y la llamada del SDK que muestra el anuncio. Pruébalo con un dispositivo de prueba.',
  'health.statementToConfirm': 'El extracto de {month} espera tu confirmación',
  'health.statementToConfirm.todo': 'Confírmalo o disputa antes del {date}; entonces se confirmará solo.',
  'health.invoiceMissing': 'El extracto de {month} espera tu factura',
  'health.invoiceMissing.todo': 'Sube la factura: un mes solo se paga una vez facturado.',
  'health.payoutHold.held': 'Los pagos están retenidos hasta el {until} tras un cambio de cuenta bancaria',
  'health.payoutHold.held.todo': 'Si no lo cambiaste tú, responde "{notMe}" en la página de pagos.',
  'health.payoutHold.frozen': 'Los pagos están congelados: se informó que un cambio de los datos de pago no era tuyo',
  'health.payoutHold.frozen.todo': 'Soporte los liberará tras comprobarlo contigo.',
  'health.payeeDetails': 'Faltan datos del beneficiario: {fields}',
  'health.payeeDetails.todo': 'Añádelos en la página de pagos: sin ellos no se realiza ningún pago.',
  'health.listSeparator': ', ',
};
