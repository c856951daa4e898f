import { StepsForm } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, Card, Form, Spin, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { PATHS } from '@/paths';
import AdPositionFields from '@/features/traffic/AdPositionFields';
import { NEW_AD_POSITION, toCreateParams, type AdPositionFormValues } from '@/features/traffic/adPositionValues';
import AppFields, { NEW_APP, appFormValues, toAppParams, type AppFormValues } from '@/features/traffic/AppFields';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import SavedPosition from '@/features/traffic/SavedPosition';
import StandalonePage from '@/features/traffic/StandalonePage';
import { useFormDraft } from '@/lib/drafts/useFormDraft';
import { useLeaveGuard } from '@/lib/drafts/useLeaveGuard';
import { useWrite } from '@/lib/data/useWrite';
import { adPositionKeys, createAdPosition } from '@/features/traffic/api';
import { appKeys, createApp, updateApp } from '@/features/traffic/api';
import type { AdPosition, App } from '@/contract/typings';
import StickyActions from '@/components/StickyActions';
import { useSentence } from '@/components/text';
import { useT } from '@/hooks/useT';
import { useNewAppProgress } from './newApp/components/useNewAppProgress';

/**
 * StepForm hands `form` on to its ProForm at run time, but its props type
 * leaves it out; the page owns both forms so the drafts can follow them.
 */
function bind<T>(form: FormInstance<T>): object {
  return { form };
}

/** The props of one form step: its name and title, its form and draft, its starting values and what saves it. */
function stepProps<T>(
  t: (id: string) => string,
  name: 'app' | 'adPosition',
  form: FormInstance<T>,
  draft: { onValuesChange: (changed: unknown, all: T) => void },
  initialValues: Partial<T>,
  onFinish: (values: T) => Promise<boolean>,
) {
  return {
    name,
    title: t(`app.flow.step.${name}`),
    ...bind(form),
    initialValues,
    onValuesChange: draft.onValuesChange,
    onFinish,
    scrollToFirstError: true,
  };
}

function sameApp(app: App, v: AppFormValues): boolean {
  const p = toAppParams(v);
  return (Object.keys(p) as (keyof typeof p)[]).every((k) => (app[k] ?? '') === (p[k] ?? ''));
}

/**
 * A new app and its first ad position in one flow (StepsForm): the app is
 * created when the first step is done, its ad position on the second, and
 * the third shows the IDs to integrate. Renders without the menu layout.
 */
export default function NewAppWithAdPositionPage() {
  const t = useT();
  const sentence = useSentence();
  const [appForm] = Form.useForm<AppFormValues>();
  const [posForm] = Form.useForm<AdPositionFormValues>();
  const appDraft = useFormDraft(appForm, 'appadd.app');
  const posDraft = useFormDraft(posForm, 'appadd.adPosition');
  const progress = useNewAppProgress();
  const [current, setCurrent] = useState(0);
  const [saved, setSaved] = useState<AdPosition | null>(null);
  useLeaveGuard(!saved && (appDraft.dirty || posDraft.dirty));
  const create = useWrite(createApp, [appKeys.all]);
  const update = useWrite(updateApp, [appKeys.all]);
  const createPosition = useWrite(createAdPosition, [adPositionKeys.all]);

  // Resuming after a session ended: the app exists already, go on with its ad position.
  useEffect(() => {
    if (!progress.app) return;
    appForm.setFieldsValue(appFormValues(progress.app));
    setCurrent((c) => (c === 0 ? 1 : c));
  }, [progress.app, appForm]);

  const saveApp = async (values: AppFormValues): Promise<boolean> => {
    try {
      const existing = progress.app;
      if (existing && sameApp(existing, values)) return true;
      const params = toAppParams(values);
      const app = existing
        ? await update.mutateAsync({ id: existing.id, ...params })
        : await create.mutateAsync(params);
      progress.remember(app);
      appDraft.clear();
      return true;
    } catch (e) {
      applyFieldErrors(appForm, e);
      return false;
    }
  };

  const savePosition = async (values: AdPositionFormValues): Promise<boolean> => {
    const app = progress.app;
    if (!app) {
      setCurrent(0);
      return false;
    }
    try {
      const position = await createPosition.mutateAsync(toCreateParams(app.id, values));
      posDraft.clear();
      progress.forget();
      setSaved(position);
      return true;
    } catch (e) {
      applyFieldErrors(posForm, e);
      return false;
    }
  };

  const startOver = () => {
    progress.forget();
    appDraft.clear();
    posDraft.clear();
    appForm.resetFields();
    posForm.resetFields();
    setSaved(null);
    setCurrent(0);
  };

  if (progress.resuming) {
    return (
      <StandalonePage title={t('route.appAddAdPosition')} backTo={PATHS.apps}>
        <Spin size="large" style={{ display: 'block', marginBlock: 96 }} />
      </StandalonePage>
    );
  }

  return (
    <StandalonePage title={t('route.appAddAdPosition')} backTo={PATHS.apps}>
      <Card>
        <StepsForm
          current={current}
          onCurrentChange={setCurrent}
          containerStyle={{ width: '100%', maxWidth: 640, marginInline: 'auto' }}
          stepsProps={{ style: { marginInline: 'auto' } }}
          // The step's buttons stay in view at the window's bottom edge, under the form.
          stepsFormRender={(dom, submitter) => (
            <>
              {dom}
              <StickyActions>{submitter}</StickyActions>
            </>
          )}
          submitter={{
            render: ({ step, onSubmit, onPre }) => {
              if (step === 2)
                return [
                  <Button key="list" onClick={() => history.push(PATHS.adPositions)}>
                    {t('adPosition.backToList')}
                  </Button>,
                  <Button key="again" type="primary" onClick={startOver}>
                    {t('app.flow.again')}
                  </Button>,
                ];
              return [
                step === 0 ? (
                  <Button key="cancel" onClick={() => history.push(PATHS.apps)}>
                    {t('common.cancel')}
                  </Button>
                ) : (
                  <Button key="pre" onClick={onPre}>
                    {t('app.flow.previous')}
                  </Button>
                ),
                <Button key="next" type="primary" onClick={onSubmit}>
                  {t(
                    step === 0
                      ? progress.app
                        ? 'app.flow.saveAndNext'
                        : 'app.flow.createAndNext'
                      : 'app.flow.createPosition',
                  )}
                </Button>,
              ];
            },
          }}
        >
          <StepsForm.StepForm<AppFormValues> {...stepProps(t, 'app', appForm, appDraft, NEW_APP, saveApp)}>
            <Alert
              type="info"
              showIcon
              message={t(progress.app ? 'app.reviewAgainNote' : 'app.newAppPending')}
              style={{ marginBlockEnd: 16 }}
            />
            <AppFields />
          </StepsForm.StepForm>
          <StepsForm.StepForm<AdPositionFormValues>
            {...stepProps(t, 'adPosition', posForm, posDraft, NEW_AD_POSITION, savePosition)}
          >
            {progress.app ? (
              <Alert
                type="success"
                showIcon
                message={sentence('app.flow.appCreated', { name: progress.app.name }, { id: progress.app.id })}
                action={
                  <Button size="small" type="link" onClick={startOver}>
                    {t('app.flow.startOver')}
                  </Button>
                }
                style={{ marginBlockEnd: 16 }}
              />
            ) : null}
            <AdPositionFields />
          </StepsForm.StepForm>
          <StepsForm.StepForm name="done" title={t('app.flow.step.done')}>
            {saved ? <SavedPosition position={saved} extra={null} /> : null}
          </StepsForm.StepForm>
        </StepsForm>
      </Card>
    </StandalonePage>
  );
}
