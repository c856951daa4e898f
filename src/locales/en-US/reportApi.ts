export default {
  'reportApi.loadFailed': 'The report API credentials could not be loaded.',
  'reportApi.credentials.title': 'API credentials',
  'reportApi.apiKey': 'API key',
  'reportApi.secret': 'Secret',
  'reportApi.secret.reveal': 'Show',
  'reportApi.secret.hide': 'Hide',
  'reportApi.secret.note':
    'Keep the secret on your server. Anyone who has it can read your reports; if it leaks, rotate it.',
  'reportApi.copyKey': 'Copy API key',
  'reportApi.copySecret': 'Copy secret',
  'reportApi.rotatedAt': 'Secret rotated',
  'reportApi.lastUsedAt': 'Last used',
  'reportApi.never': 'Never',
  'reportApi.previous': 'Previous secret',
  'reportApi.previous.until': 'Still accepted until {time}',
  'reportApi.previous.lastUsed': 'Last used: {time}',
  'reportApi.rotate.button': 'Rotate secret',
  'reportApi.rotate.confirmTitle': 'Rotate the secret?',
  'reportApi.rotate.confirmText':
    'A new secret is issued. The current one keeps working for 24 hours, so your systems can switch over; after that it gets 401. The API key stays the same.',
  'reportApi.rotate.ok': 'Rotate',

  'reportApi.guide.title': 'How to call the report API',
  'reportApi.guide.intro':
    'Read your daily traffic and revenue over all your apps from your own systems. Each request is signed with your secret; the secret itself is never sent.',
  'reportApi.guide.endpoint': 'Endpoint',
  'reportApi.guide.copyEndpoint': 'Copy endpoint',
  'reportApi.guide.params': 'Query parameters',
  'reportApi.guide.headers': 'Request headers',
  'reportApi.guide.col.name': 'Name',
  'reportApi.guide.col.required': 'Required',
  'reportApi.guide.col.description': 'Description',
  'reportApi.guide.required': 'Required',
  'reportApi.guide.optional': 'Optional',
  'reportApi.guide.param.start': 'First day, YYYY-MM-DD, in the reporting time zone ({tz}).',
  'reportApi.guide.param.end':
    'Last day, inclusive, YYYY-MM-DD. Not after today; one request covers at most {days} days.',
  'reportApi.guide.param.groupBy':
    'Dimensions, comma-separated: day, hour (last 30 days), app, adPosition, adType, platform, country. Default day. Like every parameter you send, it is part of the signature.',
  'reportApi.guide.param.filters':
    'Filters, comma-separated, as on the settlement page: app IDs, ad position IDs, ad types, platforms (android, ios), country codes (US, CN…). Empty: all.',
  'reportApi.guide.param.page':
    "Paging: page (from 1) and pageSize, at most {rows} rows per call (more is clamped). The answer's total says how many rows the query has.",
  'reportApi.guide.param.timeZone':
    "The IANA time zone the days are counted in. Default: your account's ({tz}); {billing} is the billing time zone.",
  'reportApi.guide.header.key': 'Your API key, as shown above.',
  'reportApi.guide.header.timestamp':
    'The current time in Unix seconds. It may differ from the server clock by at most {skew} seconds.',
  'reportApi.guide.header.nonce':
    'A fresh random value for every request: {min} to {max} letters, digits, _ or -. A nonce works once; it is remembered for {minutes} minutes.',
  'reportApi.guide.header.signature': 'The signature of the request in lowercase hex, computed as described below.',
  'reportApi.guide.signing': 'Signing a request',
  'reportApi.guide.step.sort':
    'Sort the query parameters by name. Encode each name and value with encodeURIComponent, write them as name=value and join them with &. This is the sorted query.',
  'reportApi.guide.step.string':
    'Join the timestamp, the nonce and the sorted query, each separated by one newline (\\n), with no newline at the end. This is the string to sign.',
  'reportApi.guide.step.hmac':
    'Compute HMAC-SHA256 of the string to sign, with your secret as the key, and write it in lowercase hex.',
  'reportApi.guide.step.send':
    'Send the request with the same query and the headers X-Api-Key, X-Timestamp, X-Nonce and X-Signature. Never send the secret.',
  'reportApi.guide.stringExample':
    'For example, with timestamp 1767225600, nonce n0nce-3f9a1c2b7d4e and the query of the endpoint above, the string to sign is:',
  'reportApi.guide.limits': 'Limits and errors',
  'reportApi.guide.limit.skew':
    'Keep your clock in sync: a timestamp more than {skew} seconds (5 minutes) away from the server clock is refused.',
  'reportApi.guide.limit.nonce':
    'A nonce used again within {minutes} minutes is refused. Make a new one for every request, retries included.',
  'reportApi.guide.limit.rate': 'At most {rate} requests per second per API key; more answer HTTP 429.',
  'reportApi.guide.limit.refused':
    'A missing header, an unknown key, a wrong signature, a reused nonce or a timestamp out of range answers HTTP 401 with code 401 and a message that says which.',
  'reportApi.guide.limit.dates':
    'Bad dates (wrong format, start after end, end after today, more than {days} days) answer code 4001 with the field in errors.',
  'reportApi.guide.limit.rotate':
    'After you rotate the secret, requests signed with the old one are still accepted for 24 hours, then refused.',
  'reportApi.guide.response': 'Response',
  'reportApi.guide.responseText':
    'JSON: code 0 and a result with start, end, groupBy, list (one entry per day with date, status and the traffic and revenue figures), totals, timeZone ({tz}), currency and updatedAt. Rates are fractions from 0 to 1; amounts are in the currency given. Field earnings (and earningsEcpm) is your estimated earnings, the share the statements pay before adjustments; revenue and ecpm are gross, before the platform’s share.',
  'reportApi.guide.partialText':
    'Today is a partial day: its row has partial: true and through, the instant its figures run to (the top of the current hour, the same as updatedAt), and grows until the day ends. Not grouped by day or hour, every row of a period holding today carries them too; hours are whole.',
  'reportApi.guide.examples': 'Examples',
  'reportApi.guide.copyExample': 'Copy example',
  'reportApi.guide.curlNote':
    'For bash with openssl and curl. Put your secret in the environment variable {env} first.',
  'reportApi.guide.jsNote':
    'An ES module for Node.js 18 or later with the crypto-js package installed. Put your secret in the environment variable {env} first.',
  'reportApi.secret.viewOnly': 'Only the main account (or an account with Manage report API) can reveal the secret.',
  'reportApi.reveal.title': 'Show the secret',
  'secretDialog.password.ok': 'Continue',
  'secretDialog.password.help': 'For your safety, enter your password again.',
  'secretDialog.password.label': 'Your password',
  'secretDialog.password.required': 'Enter your password',
  'secretDialog.once.title': 'Store this secret now',
  'secretDialog.once.text':
    'This is the only time the secret is shown. Copy it into your server’s configuration: afterwards only its last 4 characters are shown.',
  'secretDialog.once.copy': 'Copy secret',
  'secretDialog.once.stored': 'I have stored it',
};
