export default {
  'reportApi.loadFailed': 'Não foi possível carregar as credenciais da API de relatórios.',
  'reportApi.credentials.title': 'Credenciais da API',
  'reportApi.apiKey': 'Chave de API',
  'reportApi.secret': 'Segredo',
  'reportApi.secret.reveal': 'Mostrar',
  'reportApi.secret.hide': 'Ocultar',
  'reportApi.secret.note':
    'Guarde o segredo apenas no seu servidor. Qualquer pessoa que o tenha pode ler seus relatórios; se ele vazar, faça a rotação.',
  'reportApi.copyKey': 'Copiar chave de API',
  'reportApi.copySecret': 'Copiar segredo',
  'reportApi.rotatedAt': 'Segredo rotacionado em',
  'reportApi.lastUsedAt': 'Último uso',
  'reportApi.never': 'Nunca',
  'reportApi.previous': 'Segredo anterior',
  'reportApi.previous.until': 'Ainda aceito até {time}',
  'reportApi.previous.lastUsed': 'Último uso: {time}',
  'reportApi.rotate.button': 'Rotacionar segredo',
  'reportApi.rotate.confirmTitle': 'Rotacionar o segredo?',
  'reportApi.rotate.confirmText':
    'Um novo segredo é emitido. O atual continua funcionando por 24 horas para que seus sistemas troquem; depois disso recebe 401. A chave de API continua a mesma.',
  'reportApi.rotate.ok': 'Rotacionar',

  'reportApi.guide.title': 'Como chamar a API de relatórios',
  'reportApi.guide.intro':
    'Consulte o tráfego e a receita diários de todos os seus aplicativos a partir dos seus próprios sistemas. Cada requisição é assinada com o seu segredo; o segredo em si nunca é enviado.',
  'reportApi.guide.endpoint': 'Endpoint',
  'reportApi.guide.copyEndpoint': 'Copiar endpoint',
  'reportApi.guide.params': 'Parâmetros de consulta',
  'reportApi.guide.headers': 'Cabeçalhos da requisição',
  'reportApi.guide.col.name': 'Nome',
  'reportApi.guide.col.required': 'Obrigatório',
  'reportApi.guide.col.description': 'Descrição',
  'reportApi.guide.required': 'Obrigatório',
  'reportApi.guide.optional': 'Opcional',
  'reportApi.guide.param.start': 'Primeiro dia, YYYY-MM-DD, no fuso horário dos relatórios ({tz}).',
  'reportApi.guide.param.end':
    'Último dia, inclusive, YYYY-MM-DD. Não pode ser posterior a hoje; uma requisição cobre no máximo {days} dias.',
  'reportApi.guide.param.groupBy':
    'Dimensões separadas por vírgula: day, hour (últimos 30 dias), app, adPosition, adType, platform, country. Padrão: day. Como todo parâmetro enviado, faz parte da assinatura.',
  'reportApi.guide.param.filters':
    'Filtros separados por vírgula, como no relatório de liquidação: IDs de app, IDs de posição, tipos de anúncio, plataformas (android, ios), códigos de país (US, CN…). Vazio: todos.',
  'reportApi.guide.param.page':
    'Paginação: page (a partir de 1) e pageSize, no máximo {rows} linhas por chamada (mais é limitado). O total da resposta informa quantas linhas a consulta tem.',
  'reportApi.guide.param.timeZone':
    'O fuso horário IANA em que os dias são contados. Padrão: o da sua conta ({tz}); {billing} é o fuso de faturamento.',
  'reportApi.guide.header.key': 'Sua chave de API, conforme exibida acima.',
  'reportApi.guide.header.timestamp':
    'O horário atual em segundos Unix. Pode diferir do relógio do servidor em no máximo {skew} segundos.',
  'reportApi.guide.header.nonce':
    'Um valor aleatório novo a cada requisição: de {min} a {max} letras, dígitos, _ ou -. Um nonce só funciona uma vez; ele fica registrado por {minutes} minutos.',
  'reportApi.guide.header.signature':
    'A assinatura da requisição em hexadecimal minúsculo, calculada conforme descrito abaixo.',
  'reportApi.guide.signing': 'Como assinar uma requisição',
  'reportApi.guide.step.sort':
    'Ordene os parâmetros de consulta pelo nome. Codifique cada nome e valor com encodeURIComponent, escreva-os como name=value e junte-os com &. Essa é a consulta ordenada.',
  'reportApi.guide.step.string':
    'Junte o timestamp, o nonce e a consulta ordenada, separados por uma quebra de linha (\\n), sem quebra de linha no final. Essa é a string a assinar.',
  'reportApi.guide.step.hmac':
    'Calcule o HMAC-SHA256 da string a assinar, usando o seu segredo como chave, e escreva-o em hexadecimal minúsculo.',
  'reportApi.guide.step.send':
    'Envie a requisição com a mesma consulta e os cabeçalhos X-Api-Key, X-Timestamp, X-Nonce e X-Signature. Nunca envie o segredo.',
  'reportApi.guide.stringExample':
    'Por exemplo, com o timestamp 1767225600, o nonce n0nce-3f9a1c2b7d4e e a consulta do endpoint acima, a string a assinar é:',
  'reportApi.guide.limits': 'Limites e erros',
  'reportApi.guide.limit.skew':
    'Mantenha seu relógio sincronizado: um timestamp com diferença de mais de {skew} segundos (5 minutos) em relação ao relógio do servidor é recusado.',
  'reportApi.guide.limit.nonce':
    'Um nonce reutilizado dentro de {minutes} minutos é recusado. Gere um novo a cada requisição, inclusive nas novas tentativas.',
  'reportApi.guide.limit.rate':
    'No máximo {rate} requisições por segundo por chave de API; as excedentes recebem HTTP 429.',
  'reportApi.guide.limit.refused':
    'Cabeçalho ausente, chave desconhecida, assinatura incorreta, nonce reutilizado ou timestamp fora do intervalo recebem HTTP 401 com code 401 e uma message que indica o motivo.',
  'reportApi.guide.limit.dates':
    'Datas inválidas (formato errado, início depois do fim, fim depois de hoje, mais de {days} dias) recebem code 4001 com o campo indicado em errors.',
  'reportApi.guide.limit.rotate':
    'Depois de rotacionar o segredo, as solicitações assinadas com o anterior ainda são aceitas por 24 horas e depois recusadas.',
  'reportApi.guide.response': 'Resposta',
  'reportApi.guide.responseText':
    'JSON: code 0 e um result com start, end, groupBy, list (uma entrada por dia com date, status e os números de tráfego e receita), totals, timeZone ({tz}), currency e updatedAt. As taxas são frações de 0 a 1; os valores estão na moeda informada. O campo earnings (e earningsEcpm) são seus ganhos estimados, a parte que os extratos pagam antes de ajustes; revenue e ecpm são brutos, antes da parte da plataforma.',
  'reportApi.guide.partialText':
    'Hoje é um dia parcial: a linha de hoje tem partial: true e through, o instante até onde vão os números (o início da hora atual, igual a updatedAt), e cresce até o fim do dia. Sem agrupar por dia ou hora, toda linha de um período que inclui hoje também os traz; as horas são sempre completas.',
  'reportApi.guide.examples': 'Exemplos',
  'reportApi.guide.copyExample': 'Copiar exemplo',
  'reportApi.guide.curlNote':
    'Para bash com openssl e curl. Antes, coloque o seu segredo na variável de ambiente {env}.',
  'reportApi.guide.jsNote':
    'Um módulo ES para Node.js 18 ou posterior com o pacote crypto-js instalado. Antes, coloque o seu segredo na variável de ambiente {env}.',
  'reportApi.secret.viewOnly':
    'Somente a conta principal (ou uma conta com "Gerenciar a API de relatórios") pode revelar o segredo.',
  'reportApi.reveal.title': 'Revelar o segredo',
  'secretDialog.password.ok': 'Continuar',
  'secretDialog.password.help': 'Por segurança, digite sua senha novamente.',
  'secretDialog.password.label': 'Sua senha',
  'secretDialog.password.required': 'Digite sua senha',
  'secretDialog.once.title': 'Guarde este segredo agora',
  'secretDialog.once.text':
    'Esta é a única vez que o segredo é exibido. Copie-o para a configuração do seu servidor: depois, só os 4 últimos caracteres aparecem.',
  'secretDialog.once.copy': 'Copiar o segredo',
  'secretDialog.once.stored': 'Já guardei',
};
