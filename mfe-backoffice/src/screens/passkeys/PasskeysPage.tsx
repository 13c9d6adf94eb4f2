// The signed-in member's own passkeys (issue 47, item 4): each with its name, when it was added and last used; name
// one, remove one (after a confirmation in the page; the last one too, since a sign-in link always works), or add
// one through the browser's prompt.
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Button, Card, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { StaffPasskey } from '@checkout/shared/contract';
import { AnswerState } from '../../app/AnswerState';
import { ConfirmStep } from '../../app/ConfirmStep';
import { useBackoffice } from '../../app/context';
import { useFailureText } from '../../app/failure-text';
import { formatInstant } from '../../app/format';
import { PageHeading } from '../../app/links';
import { useScreenModel } from '../../app/use-screen-model';
import { PasskeysModel } from './passkeys-model';
import './passkeys.css';

export const PasskeysPage = observer(function PasskeysPage() {
  const { store, passkeys } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const model = useScreenModel(
    () =>
      new PasskeysModel({
        api: store.api,
        passkeys,
        sessionChanged: (session) => store.sessionChanged(session),
      }),
  );
  const list = model.list.value;
  return (
    <div className="bo-page bo-passkeys">
      <PageHeading>{t('backoffice.passkeys.title')}</PageHeading>
      <p className="bo-muted">{t('backoffice.passkeys.intro')}</p>
      {model.done && <Notice tone="success" title={t(`backoffice.passkeys.done.${model.done}`)} live />}
      {model.error !== null && (
        <Notice tone="error" title={t('backoffice.passkeys.refused')} live>
          <p>{failureText(model.error)}</p>
        </Notice>
      )}
      <AnswerState
        answer={model.list}
        loading={t('backoffice.passkeys.loading')}
        failed={t('backoffice.passkeys.failed')}
      />
      {list && list.length === 0 && <p>{t('backoffice.passkeys.none')}</p>}
      {list && list.length > 0 && (
        <ul className="bo-passkeys__list" aria-label={t('backoffice.passkeys.listLabel')}>
          {list.map((passkey) => (
            <PasskeyItem key={passkey.id} model={model} passkey={passkey} last={list.length === 1} />
          ))}
        </ul>
      )}
      <div>
        {passkeys.supported() ? (
          <Button
            variant="secondary"
            loading={model.busy && !model.naming && !model.removing}
            onClick={() => void model.add()}
          >
            {t('backoffice.passkeys.add')}
          </Button>
        ) : (
          <Notice tone="warning" title={t('backoffice.passkey.unsupported')} />
        )}
      </div>
    </div>
  );
});

const PasskeyItem = observer(function PasskeyItem({
  model,
  passkey,
  last,
}: {
  model: PasskeysModel;
  passkey: StaffPasskey;
  last: boolean;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const name =
    passkey.name ??
    t('backoffice.passkeys.unnamed', { date: formatInstant(passkey.createdAt, store.culture).split(',')[0] });
  const naming = model.naming?.id === passkey.id ? model.naming : null;
  const removing = model.removing?.passkey.id === passkey.id;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void model.saveName();
  };
  return (
    <li className="bo-passkeys__item">
      <Card>
        <h2 className="bo-passkeys__name">{name}</h2>
        <dl className="bo-passkeys__facts">
          <dt>{t('backoffice.passkeys.created')}</dt>
          <dd>{formatInstant(passkey.createdAt, store.culture)}</dd>
          <dt>{t('backoffice.passkeys.lastUsed')}</dt>
          <dd>
            {passkey.lastUsedAt
              ? formatInstant(passkey.lastUsedAt, store.culture)
              : t('backoffice.passkeys.neverUsed')}
          </dd>
        </dl>
        {naming ? (
          <form className="bo-stack" onSubmit={save} noValidate>
            <TextField
              name="passkey-name"
              label={t('backoffice.passkeys.name')}
              value={naming.name}
              onChange={(event) => model.typeName(event.target.value)}
              error={model.nameProblem ? t(model.nameProblem) : undefined}
              required
              autoComplete="off"
            />
            <div className="bo-actions">
              <Button type="submit" loading={model.busy}>
                {t('backoffice.passkeys.save')}
              </Button>
              <Button variant="secondary" onClick={() => model.cancel()}>
                {t('backoffice.action.back')}
              </Button>
            </div>
          </form>
        ) : removing ? (
          <ConfirmStep
            question={t('backoffice.passkeys.removeQuestion', { name })}
            effect={t(last ? 'backoffice.passkeys.removeLastEffect' : 'backoffice.passkeys.removeEffect')}
            confirm={t('backoffice.passkeys.removeConfirm')}
            busy={model.busy}
            onConfirm={() => void model.remove()}
            onBack={() => model.cancel()}
          />
        ) : (
          <div className="bo-actions">
            <Button
              variant="secondary"
              onClick={() => model.startNaming(passkey)}
              aria-label={t('backoffice.passkeys.renameOf', { name })}
            >
              {t('backoffice.passkeys.rename')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => model.askRemove(passkey)}
              aria-label={t('backoffice.passkeys.removeOf', { name })}
            >
              {t('backoffice.passkeys.remove')}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
});
