export default {
  'app.create': 'Crear aplicación',
  'app.edit': 'Editar aplicación',
  'app.createWithAdPosition': 'Nueva aplicación con bloque de anuncios',
  'app.addAdPosition': 'Añadir bloque de anuncios',
  'app.adPositionsOf': '{count} bloques de anuncios de {name}',
  'app.storeLink': 'Página de {name} en la tienda (se abre en una pestaña nueva)',

  'app.field.id': 'ID de la aplicación',
  'app.field.name': 'Nombre de la aplicación',
  'app.field.keyword': 'Nombre o paquete',
  'app.field.keyword.placeholder': 'Nombre de la aplicación, nombre del paquete o bundle ID',
  'app.field.platform': 'Plataforma',
  'app.field.packageName': 'Nombre del paquete',
  'app.field.bundleId': 'Bundle ID',
  'app.field.packageOrBundle': 'Paquete / bundle ID y página en la tienda',
  'app.field.packageName.help':
    'El mismo que en la tienda de aplicaciones; por ejemplo, com.example.app. Cada una de tus aplicaciones en una plataforma tiene el suyo.',
  'app.field.storeUrl': 'URL de la tienda',
  'app.field.category': 'Categoría',
  'app.field.category.placeholder': 'Elige una categoría',
  'app.field.description': 'Descripción',
  'app.field.reviewStatus': 'Estado de la revisión',
  'app.field.adPositionCount': 'Bloques de anuncios',

  'app.platformCategory': '{platform} · {category}',
  'app.field.enabled': 'Activada o desactivada',
  'app.addAdPositionTo': 'Añadir un bloque de anuncios a {name}',
  'app.platform.android': 'Android',
  'app.platform.ios': 'iOS',

  'app.category.games': 'Juegos',
  'app.category.social': 'Redes sociales',
  'app.category.tools': 'Herramientas',
  'app.category.news': 'Noticias',
  'app.category.video': 'Vídeo',
  'app.category.music': 'Música',
  'app.category.shopping': 'Compras',
  'app.category.education': 'Educación',
  'app.category.health': 'Salud y forma física',
  'app.category.finance': 'Finanzas',
  'app.category.travel': 'Viajes',
  'app.category.lifestyle': 'Estilo de vida',

  'app.review.pending': 'Pendiente de revisión',
  'app.review.approved': 'Aprobada',
  'app.review.rejected': 'Rechazada',
  'app.review.suspended': 'Suspendida',
  'app.review.legend': 'Qué significa cada estado de revisión',
  'app.reviewHelp.pending':
    'La plataforma está revisando la aplicación. Ya puedes preparar los bloques de anuncios; los anuncios se servirán cuando se apruebe.',
  'app.reviewHelp.approved':
    'La aplicación ha superado la revisión y sus bloques de anuncios activados sirven anuncios.',
  'app.reviewHelp.rejected':
    'La aplicación no ha superado la revisión. Corrige lo que indica el motivo y guárdala para enviarla de nuevo a revisión.',
  'app.reviewHelp.suspended':
    'La plataforma ha dejado de servir anuncios en la aplicación. No se puede activar ni admite nuevos bloques de anuncios.',
  'app.reviewReason': 'Motivo: {reason}',

  'app.newAppPending':
    'Las aplicaciones nuevas empiezan pendientes de revisión; los anuncios se sirven cuando se aprueban.',
  'app.reviewAgainNote':
    'Si cambias la plataforma, el nombre del paquete o la URL de la tienda de una aplicación aprobada, o cualquier dato de una aplicación rechazada, volverá a revisión.',

  'app.enableConfirm': '¿Activar «{name}»? Sus bloques de anuncios activados volverán a servir anuncios.',
  'app.disableConfirm': '¿Desactivar «{name}»? Todos sus bloques de anuncios dejarán de servir anuncios.',
  'app.suspendedCannotEnable': 'No se puede activar una aplicación suspendida.',

  'app.empty.invite':
    'Aún no hay aplicaciones. Crea tu primera aplicación para empezar a obtener ingresos con sus bloques de anuncios.',
  'app.empty.none': 'Aún no hay aplicaciones.',
  'app.empty.noMatch': 'Ninguna aplicación coincide con estos filtros.',

  'app.rule.packageName': 'El nombre del paquete de Android no es válido (p. ej., com.example.app)',
  'app.rule.bundleId': 'El bundle ID de iOS no es válido (p. ej., com.example.app)',
  'app.rule.storeUrl': 'Introduce una dirección completa que empiece por http:// o https://',

  'app.flow.step.app': 'Datos de la aplicación',
  'app.flow.step.adPosition': 'Primer bloque de anuncios',
  'app.flow.step.done': 'Integrar',
  'app.flow.createAndNext': 'Crear aplicación y continuar',
  'app.flow.saveAndNext': 'Guardar aplicación y continuar',
  'app.flow.createPosition': 'Crear bloque de anuncios',
  'app.flow.previous': 'Anterior',
  'app.flow.appCreated':
    'Se ha creado la aplicación «{name}» (ID {id}) y está pendiente de revisión. Ahora añade su primer bloque de anuncios.',
  'app.flow.startOver': 'Empezar de nuevo con otra aplicación',
  'app.flow.again': 'Añadir otra aplicación',
  'app.field.website': 'Sitio web del desarrollador',
  'app.field.website.help': 'Donde se busca app-ads.txt (en la raíz de este sitio). Déjelo vacío si aún no tiene.',
  'app.appAds.column': 'app-ads.txt',
  'app.appAds.status.verified': 'Verificado',
  'app.appAds.status.lineMissing': 'Falta la línea',
  'app.appAds.status.notFound': 'Archivo no encontrado',
  'app.appAds.status.unchecked': 'Sin comprobar',
  'app.appAds.help.verified':
    'El archivo tiene la línea de esta plataforma: los compradores pueden verificar su inventario.',
  'app.appAds.help.lineMissing':
    'Se encontró el archivo, pero le falta la línea de abajo. Añádala y vuelva a comprobar.',
  'app.appAds.help.notFound':
    'No hay app-ads.txt en la raíz del sitio web del desarrollador. Publique uno con la línea de abajo y vuelva a comprobar.',
  'app.appAds.help.unchecked': 'Añada el sitio web del desarrollador a la app para comprobar su app-ads.txt.',
  'app.appAds.lineLabel': 'Línea que debe añadir a app-ads.txt',
  'app.appAds.file': 'Buscado en',
  'app.appAds.checkedAt': 'Última comprobación: {time}',
  'app.appAds.neverChecked': 'Sin comprobar',
  'app.appAds.checkAgain': 'Volver a comprobar',
  'app.appAds.title': 'app-ads.txt de {name}',
  'app.appAds.open': 'app-ads.txt: {status}. Ver detalles',
  'app.lookup.label': 'Buscar en la tienda',
  'app.lookup.placeholder': 'Dirección de Google Play / App Store, o nombre de paquete / bundle ID',
  'app.lookup.button': 'Buscar',
  'app.lookup.help':
    'Rellena el nombre, el icono y la categoría desde la ficha de la tienda; puede cambiarlos después.',
  'app.lookup.empty': 'Introduzca una dirección de tienda o un nombre de paquete / bundle ID',
  'app.lookup.found': 'Rellenado desde la tienda: {name}',
  'app.lookup.developer': 'Desarrollador: {developer}',
  'app.lookup.notFound':
    'No está en la tienda. Si la app aún no se ha publicado, marque «Aún no publicada» y rellene los datos.',
  'app.field.unpublished': 'Aún no publicada',
  'app.field.unpublished.help': 'Aún sin página en la tienda: enlácela aquí cuando la app esté publicada.',
  'app.rule.storePlatform': 'Esta página de la tienda es de la otra plataforma',
  'app.rule.storeMismatch': 'Esta página de la tienda es de {found}, no de {expected}',
  'app.field.contentRating': 'Clasificación de contenido',
  'app.field.contentRating.help':
    'Se envía con cada solicitud de anuncio: no se sirve ningún anuncio con una clasificación superior.',
  'app.contentRating.everyone': 'Todos los públicos',
  'app.contentRating.teen': 'Adolescentes (13+)',
  'app.contentRating.mature': 'Adultos (17+)',
  'app.field.childDirected': 'Dirigida a niños (COPPA)',
  'app.field.childDirected.help':
    'Sus solicitudes de anuncio se marcan como dirigidas a niños: solo se sirven anuncios aptos para niños, nunca personalizados.',
  'app.tag.childDirected': 'Para niños',
};
