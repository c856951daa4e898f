import { history, useLocation, useSearchParams } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PATHS } from '@/paths';
import { parseId } from '@/features/traffic/rules';
import { returnPath } from '@/features/traffic/returnTo';
import SavedPosition from '@/features/traffic/SavedPosition';
import StandalonePage from '@/features/traffic/StandalonePage';
import { adPositionQuery } from '@/features/traffic/api';
import { appOptionsQuery } from '@/features/traffic/api';
import type { AdPosition, AppOption } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { useSentence } from '@/components/text';
import AdPositionForm from './adPositionForm/components/AdPositionForm';

const NO_APPS: AppOption[] = [];

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; editing?: AdPosition }
  | { kind: 'invalid' }
  | { kind: 'missing' }
  | { kind: 'error' };

/**
 * Create an ad position for an existing app, or edit one (`?id=`). `?appId=`
 * picks the app in advance. Renders without the menu layout.
 */
export default function CreateAdPositionPage() {
  const t = useT();
  const sentence = useSentence();
  const [query] = useSearchParams();
  const rawId = query.get('id');
  const id = rawId === null ? null : parseId(rawId);
  const presetAppId = parseId(query.get('appId'));
  // Where Back, Cancel and a saved edit go: where the user came from (the list with its filters), else the list.
  const backTo = returnPath(useLocation().state);
  const [saved, setSaved] = useState<AdPosition | null>(null);
  const [formKey, setFormKey] = useState(0);
  const apps = useQuery(appOptionsQuery());
  const position = useQuery({ ...adPositionQuery(id ?? 0), enabled: !!id });

  let load: Load;
  if (rawId === null) load = { kind: 'ready' };
  else if (!id) load = { kind: 'invalid' };
  else if (position.isPending) load = { kind: 'loading' };
  else if (position.isError) load = { kind: 'error' };
  else load = position.data ? { kind: 'ready', editing: position.data } : { kind: 'missing' };

  const editing = load.kind === 'ready' ? load.editing : undefined;
  const title = t(editing ? 'adPosition.editTitle' : 'route.createAdPosition');
  const back = (
    <Button key="back" onClick={() => history.push(backTo)}>
      {t('adPosition.backToList')}
    </Button>
  );

  let body;
  if (saved) {
    body = (
      <SavedPosition
        position={saved}
        extra={[
          back,
          <Button
            key="another"
            type="primary"
            onClick={() => {
              setSaved(null);
              setFormKey((k) => k + 1);
              history.replace(`${PATHS.adPositionForm}?appId=${saved.appId}`);
            }}
          >
            {sentence('adPosition.createAnother', { name: saved.appName })}
          </Button>,
        ]}
      />
    );
  } else if (load.kind === 'loading') {
    body = <Spin size="large" style={{ display: 'block', marginBlock: 96 }} />;
  } else if (load.kind === 'invalid' || load.kind === 'missing') {
    body = (
      <Result
        status="warning"
        title={t(load.kind === 'invalid' ? 'adPosition.invalidId' : 'adPosition.notFound', { id: rawId ?? '' })}
        extra={back}
      />
    );
  } else if (load.kind === 'error') {
    body = <Result status="error" title={t('adPosition.loadFailed')} extra={back} />;
  } else {
    body = (
      <AdPositionForm
        key={`${formKey}:${editing?.id ?? 'new'}`}
        editing={editing}
        presetAppId={presetAppId}
        apps={apps.data ?? NO_APPS}
        appsLoading={apps.isLoading}
        backTo={backTo}
        // A new position shows the IDs to give the developers; an edit goes back (AdPositionForm).
        onCreated={setSaved}
      />
    );
  }
  return (
    <StandalonePage title={title} backTo={backTo}>
      {body}
    </StandalonePage>
  );
}
