// Account health (accounts group, issue 49): docs/health.md.
export default {
  'health.subtitle': 'Tudo o que hoje limita a veiculação de anúncios ou os pagamentos, o mais importante primeiro.',
  'health.subtitleChecked':
    'Tudo o que hoje limita a veiculação de anúncios ou os pagamentos, o mais importante primeiro. Verificado em {at}.',
  'health.count': '{count, plural, one {# problema} other {# problemas}}, {blocking} bloqueadores',
  'health.listLabel': 'Problemas, o mais importante primeiro',
  'health.empty': 'Nada limita a veiculação dos seus anúncios nem os seus pagamentos',
  'health.loadError': 'Não foi possível carregar a saúde da conta.',
  'health.severity.blocking': 'Bloqueador',
  'health.severity.warning': 'Aviso',
  'health.impact.traffic': '{requests} solicitações de anúncio e {amount} ganhos nos últimos 7 dias',
  'health.impact.noTraffic': 'Nenhuma solicitação de anúncio nos últimos 7 dias',
  'health.impact.payable': '{amount} a pagar',
  'health.impact.nextPayment': '{amount} no próximo pagamento',
  'health.fix.app': 'Abrir o app',
  'health.fix.adPosition': 'Abrir o bloco de anúncios',
  'health.fix.statement': 'Abrir o extrato',
  'health.fix.payments': 'Abrir pagamentos',
  'health.appAds.lineMissing': 'O app-ads.txt de {app} não tem a linha desta plataforma',
  'health.appAds.lineMissing.todo':
    'Adicione a linha mostrada na lista de apps ao app-ads.txt do site do desenvolvedor e verifique de novo. Até lá, os compradores podem ignorar este app.',
  'health.appAds.notFound': 'O app-ads.txt de {app} não foi encontrado',
  'health.appAds.notFound.todo':
    'Publique um app-ads.txt com a linha desta plataforma na raiz do site do desenvolvedor e verifique de novo. Até lá, os compradores podem ignorar este app.',
  'health.appAds.resellerLine': 'O app-ads.txt de {app} marca a linha desta plataforma como RESELLER em vez de DIRECT',
  'health.appAds.resellerLine.todo':
    'Troque RESELLER por DIRECT nessa linha no site do desenvolvedor e verifique de novo. Até lá, os compradores podem ignorar este app.',
  'health.appAds.otherAccount': 'O app-ads.txt de {app} indica outro ID de conta para esta plataforma',
  'health.appAds.otherAccount.todo':
    'Corrija o ID de conta nessa linha no site do desenvolvedor e verifique de novo. Até lá, os compradores podem ignorar este app.',
  'health.notInStore': '{app} não foi encontrado na loja',
  'health.notInStore.todo': 'Corrija a URL da loja ou marque o app como ainda não publicado.',
  'health.notServing.appPending': '{app} aguarda revisão',
  'health.notServing.appPending.todo':
    'Não veicula anúncios até ser aprovado. Nada a fazer, a menos que a revisão peça mudanças.',
  'health.notServing.appRejected': '{app} foi rejeitado: {reason}',
  'health.notServing.appRejected.todo': 'Corrija o que a revisão aponta e salve o app para enviá-lo de novo à revisão.',
  'health.notServing.appSuspended': '{app} está suspenso: {reason}',
  'health.notServing.appSuspended.todo': 'Não veicula anúncios. Fale com o suporte para uma nova revisão.',
  'health.notServing.appDisabled': '{app} está desativado',
  'health.notServing.appDisabled.todo': 'Ative-o na lista de apps se ele deve veicular anúncios.',
  'health.noImpressions': '{position} de {app} recebeu solicitações de anúncio ontem, mas nenhuma impressão',
  'health.noImpressions.todo':
    'Verifique a integração: o ID do bloco {unitId}, o tipo de anúncio e a chamada do SDK que exibe o anúncio. Teste com um dispositivo de teste.',
  'health.statementToConfirm': 'O extrato de {month} aguarda sua confirmação',
  'health.statementToConfirm.todo': 'Confirme ou conteste antes de {date}; depois disso, ele se confirma sozinho.',
  'health.invoiceMissing': 'O extrato de {month} aguarda sua nota fiscal',
  'health.invoiceMissing.todo': 'Envie a nota fiscal: um mês só é pago depois de faturado.',
  'health.payoutHold.held': 'Os pagamentos estão retidos até {until} após uma mudança da conta bancária',
  'health.payoutHold.held.todo': 'Se não foi você, responda "{notMe}" na página de pagamentos.',
  'health.payoutHold.frozen':
    'Os pagamentos estão congelados: uma mudança dos dados de pagamento foi informada como não sua',
  'health.payoutHold.frozen.todo': 'O suporte os libera depois de confirmar com você.',
  'health.payeeDetails': 'Faltam dados do beneficiário: {fields}',
  'health.payeeDetails.todo': 'Adicione-os na página de pagamentos: sem eles, nenhum pagamento é feito.',
  'health.listSeparator': ', ',
};
