export default {
  'app.create': 'Criar app',
  'app.edit': 'Editar app',
  'app.createWithAdPosition': 'Novo app com bloco de anúncios',
  'app.addAdPosition': 'Adicionar bloco de anúncios',
  'app.adPositionsOf': '{count} blocos de anúncios de {name}',
  'app.storeLink': 'Página de {name} na loja (abre em uma nova guia)',

  'app.field.id': 'ID do app',
  'app.field.name': 'Nome do app',
  'app.field.keyword': 'Nome ou pacote',
  'app.field.keyword.placeholder': 'Nome do app, nome do pacote ou bundle ID',
  'app.field.platform': 'Plataforma',
  'app.field.packageName': 'Nome do pacote',
  'app.field.bundleId': 'Bundle ID',
  'app.field.packageOrBundle': 'Pacote / bundle ID e página na loja',
  'app.field.packageName.help':
    'Igual ao da loja de apps, por exemplo com.example.app. Cada um dos seus apps em uma plataforma tem o próprio.',
  'app.field.storeUrl': 'URL da loja',
  'app.field.category': 'Categoria',
  'app.field.category.placeholder': 'Escolha uma categoria',
  'app.field.description': 'Descrição',
  'app.field.reviewStatus': 'Status da revisão',
  'app.field.adPositionCount': 'Blocos de anúncios',

  'app.platformCategory': '{platform} · {category}',
  'app.field.enabled': 'Ativado ou desativado',
  'app.addAdPositionTo': 'Adicionar um bloco de anúncios a {name}',
  'app.platform.android': 'Android',
  'app.platform.ios': 'iOS',

  'app.category.games': 'Jogos',
  'app.category.social': 'Social',
  'app.category.tools': 'Ferramentas',
  'app.category.news': 'Notícias',
  'app.category.video': 'Vídeo',
  'app.category.music': 'Música',
  'app.category.shopping': 'Compras',
  'app.category.education': 'Educação',
  'app.category.health': 'Saúde e fitness',
  'app.category.finance': 'Finanças',
  'app.category.travel': 'Viagem',
  'app.category.lifestyle': 'Estilo de vida',

  'app.review.pending': 'Revisão pendente',
  'app.review.approved': 'Aprovado',
  'app.review.rejected': 'Rejeitado',
  'app.review.suspended': 'Suspenso',
  'app.review.legend': 'O que significa cada status da revisão',
  'app.reviewHelp.pending':
    'A plataforma está revisando o app. Os blocos de anúncios já podem ser configurados; os anúncios serão veiculados quando ele for aprovado.',
  'app.reviewHelp.approved': 'O app foi aprovado na revisão, e os blocos de anúncios ativados veiculam anúncios.',
  'app.reviewHelp.rejected':
    'O app não foi aprovado na revisão. Corrija o que o motivo indica e salve o app para enviá-lo de novo para revisão.',
  'app.reviewHelp.suspended':
    'A plataforma parou de veicular anúncios no app. Ele não pode ser ativado nem receber novos blocos de anúncios.',
  'app.reviewReason': 'Motivo: {reason}',

  'app.newAppPending': 'Um app novo começa com revisão pendente; os anúncios serão veiculados quando ele for aprovado.',
  'app.reviewAgainNote':
    'Alterar a plataforma, o nome do pacote ou a URL da loja de um app aprovado, ou qualquer alteração em um app rejeitado, envia o app de novo para revisão.',

  'app.enableConfirm': 'Ativar “{name}”? Os blocos de anúncios ativados voltarão a veicular anúncios.',
  'app.disableConfirm': 'Desativar “{name}”? Todos os blocos de anúncios dele deixarão de veicular anúncios.',
  'app.suspendedCannotEnable': 'Não é possível ativar um app suspenso.',

  'app.empty.invite': 'Ainda não há apps. Crie seu primeiro app para começar a ganhar com os blocos de anúncios.',
  'app.empty.none': 'Ainda não há apps.',
  'app.empty.noMatch': 'Nenhum app corresponde a estes filtros.',

  'app.rule.packageName': 'Nome de pacote Android inválido (por exemplo, com.example.app)',
  'app.rule.bundleId': 'Bundle ID do iOS inválido (por exemplo, com.example.app)',
  'app.rule.storeUrl': 'Informe um endereço completo que comece com http:// ou https://',

  'app.flow.step.app': 'Dados do app',
  'app.flow.step.adPosition': 'Primeiro bloco de anúncios',
  'app.flow.step.done': 'Integrar',
  'app.flow.createAndNext': 'Criar app e continuar',
  'app.flow.saveAndNext': 'Salvar app e continuar',
  'app.flow.createPosition': 'Criar bloco de anúncios',
  'app.flow.previous': 'Anterior',
  'app.flow.appCreated':
    'O app “{name}” (ID {id}) foi criado e aguarda revisão. Agora adicione o primeiro bloco de anúncios dele.',
  'app.flow.startOver': 'Recomeçar com outro app',
  'app.flow.again': 'Adicionar outro app',
};
