export default {
  'reportApi.loadFailed': 'No se han podido cargar las credenciales de la API de informes.',
  'reportApi.credentials.title': 'Credenciales de la API',
  'reportApi.apiKey': 'Clave de API',
  'reportApi.secret': 'Secreto',
  'reportApi.secret.reveal': 'Mostrar',
  'reportApi.secret.hide': 'Ocultar',
  'reportApi.secret.note':
    'Guarda el secreto solo en tu servidor. Cualquiera que lo tenga puede leer tus informes; si se filtra, rótalo.',
  'reportApi.copyKey': 'Copiar clave de API',
  'reportApi.copySecret': 'Copiar secreto',
  'reportApi.rotatedAt': 'Secreto rotado',
  'reportApi.lastUsedAt': 'Último uso',
  'reportApi.never': 'Nunca',
  'reportApi.previous': 'Secreto anterior',
  'reportApi.previous.until': 'Se sigue aceptando hasta {time}',
  'reportApi.previous.lastUsed': 'Último uso: {time}',
  'reportApi.rotate.button': 'Rotar secreto',
  'reportApi.rotate.confirmTitle': '¿Rotar el secreto?',
  'reportApi.rotate.confirmText':
    'Se emite un secreto nuevo. El actual sigue funcionando 24 horas para que tus sistemas cambien; después recibe 401. La clave de API no cambia.',
  'reportApi.rotate.ok': 'Rotar',

  'reportApi.guide.title': 'Cómo llamar a la API de informes',
  'reportApi.guide.intro':
    'Consulta el tráfico y los ingresos diarios de todas tus aplicaciones desde tus propios sistemas. Cada solicitud se firma con tu secreto; el secreto en sí nunca se envía.',
  'reportApi.guide.endpoint': 'Endpoint',
  'reportApi.guide.copyEndpoint': 'Copiar endpoint',
  'reportApi.guide.params': 'Parámetros de consulta',
  'reportApi.guide.headers': 'Cabeceras de la solicitud',
  'reportApi.guide.col.name': 'Nombre',
  'reportApi.guide.col.required': 'Obligatorio',
  'reportApi.guide.col.description': 'Descripción',
  'reportApi.guide.required': 'Obligatorio',
  'reportApi.guide.optional': 'Opcional',
  'reportApi.guide.param.start': 'Primer día, YYYY-MM-DD, en la zona horaria de los informes ({tz}).',
  'reportApi.guide.param.end':
    'Último día, incluido, YYYY-MM-DD. No puede ser posterior a hoy; una solicitud abarca como máximo {days} días.',
  'reportApi.guide.param.groupBy':
    'Dimensiones separadas por comas: day, hour (últimos 30 días), app, adPosition, adType, platform, country. Por defecto, day. Como todo parámetro que envíes, forma parte de la firma.',
  'reportApi.guide.param.filters':
    'Filtros separados por comas, como en el informe de liquidación: IDs de app, IDs de posición, tipos de anuncio, plataformas (android, ios), códigos de país (US, CN…). Vacío: todos.',
  'reportApi.guide.param.page':
    'Paginación: page (desde 1) y pageSize, como máximo {rows} filas por llamada (más se recorta). El total de la respuesta indica cuántas filas tiene la consulta.',
  'reportApi.guide.param.timeZone':
    'La zona horaria IANA en la que se cuentan los días. Por defecto, la de tu cuenta ({tz}); {billing} es la zona horaria de facturación.',
  'reportApi.guide.header.key': 'Tu clave de API, tal como aparece arriba.',
  'reportApi.guide.header.timestamp':
    'La hora actual en segundos Unix. Puede diferir del reloj del servidor como máximo {skew} segundos.',
  'reportApi.guide.header.nonce':
    'Un valor aleatorio nuevo en cada solicitud: de {min} a {max} letras, dígitos, _ o -. Un nonce solo sirve una vez; se recuerda durante {minutes} minutos.',
  'reportApi.guide.header.signature':
    'La firma de la solicitud en hexadecimal en minúsculas, calculada como se describe a continuación.',
  'reportApi.guide.signing': 'Cómo firmar una solicitud',
  'reportApi.guide.step.sort':
    'Ordena los parámetros de consulta por nombre. Codifica cada nombre y valor con encodeURIComponent, escríbelos como name=value y únelos con &. Esta es la consulta ordenada.',
  'reportApi.guide.step.string':
    'Une el timestamp, el nonce y la consulta ordenada, separados por un salto de línea (\\n), sin salto de línea al final. Esta es la cadena que se firma.',
  'reportApi.guide.step.hmac':
    'Calcula el HMAC-SHA256 de la cadena que se firma, con tu secreto como clave, y escríbelo en hexadecimal en minúsculas.',
  'reportApi.guide.step.send':
    'Envía la solicitud con la misma consulta y las cabeceras X-Api-Key, X-Timestamp, X-Nonce y X-Signature. No envíes nunca el secreto.',
  'reportApi.guide.stringExample':
    'Por ejemplo, con el timestamp 1767225600, el nonce n0nce-3f9a1c2b7d4e y la consulta del endpoint anterior, la cadena que se firma es:',
  'reportApi.guide.limits': 'Límites y errores',
  'reportApi.guide.limit.skew':
    'Mantén tu reloj sincronizado: se rechaza cualquier timestamp que difiera más de {skew} segundos (5 minutos) del reloj del servidor.',
  'reportApi.guide.limit.nonce':
    'Se rechaza un nonce que se reutilice en un plazo de {minutes} minutos. Genera uno nuevo para cada solicitud, también en los reintentos.',
  'reportApi.guide.limit.rate':
    'Como máximo {rate} solicitudes por segundo por clave de API; las que superen el límite reciben HTTP 429.',
  'reportApi.guide.limit.refused':
    'Si falta una cabecera, la clave es desconocida, la firma es incorrecta, el nonce se ha reutilizado o el timestamp está fuera de rango, la respuesta es HTTP 401 con code 401 y un message que indica el motivo.',
  'reportApi.guide.limit.dates':
    'Las fechas incorrectas (formato erróneo, inicio posterior al fin, fin posterior a hoy, más de {days} días) reciben code 4001 con el campo indicado en errors.',
  'reportApi.guide.limit.rotate':
    'Tras rotar el secreto, las solicitudes firmadas con el anterior se siguen aceptando 24 horas y después se rechazan.',
  'reportApi.guide.response': 'Respuesta',
  'reportApi.guide.responseText':
    'JSON: code 0 y un result con start, end, groupBy, list (una entrada por día con date, status y las cifras de tráfico e ingresos), totals, timeZone ({tz}), currency y updatedAt. Las tasas son fracciones de 0 a 1; los importes están en la moneda indicada. El campo earnings (y earningsEcpm) son tus ganancias estimadas, la parte que pagan los extractos antes de ajustes; revenue y ecpm son brutos, antes de la parte de la plataforma.',
  'reportApi.guide.partialText':
    'Hoy es un día parcial: su fila tiene partial: true y through, el instante hasta el que llegan las cifras (el inicio de la hora actual, igual que updatedAt), y crece hasta que acaba el día. Sin agrupar por día ni hora, cada fila de un periodo que incluye hoy también los lleva; las horas son siempre completas.',
  'reportApi.guide.examples': 'Ejemplos',
  'reportApi.guide.copyExample': 'Copiar ejemplo',
  'reportApi.guide.curlNote':
    'Para bash con openssl y curl. Primero guarda tu secreto en la variable de entorno {env}.',
  'reportApi.guide.jsNote':
    'Un módulo ES para Node.js 18 o posterior con el paquete crypto-js instalado. Primero guarda tu secreto en la variable de entorno {env}.',
  'reportApi.secret.viewOnly':
    'Solo la cuenta principal (o una cuenta con «Gestionar la API de informes») puede mostrar el secreto.',
  'reportApi.reveal.title': 'Mostrar el secreto',
  'secretDialog.password.ok': 'Continuar',
  'secretDialog.password.help': 'Por seguridad, vuelve a introducir tu contraseña.',
  'secretDialog.password.label': 'Tu contraseña',
  'secretDialog.password.required': 'Introduce tu contraseña',
  'secretDialog.once.title': 'Guarda este secreto ahora',
  'secretDialog.once.text':
    'Es la única vez que se muestra el secreto. Cópialo en la configuración de tu servidor: después solo se verán sus 4 últimos caracteres.',
  'secretDialog.once.copy': 'Copiar el secreto',
  'secretDialog.once.stored': 'Ya lo he guardado',
};
