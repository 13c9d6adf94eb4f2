// The to-do (issue 46): what still needs the branch, soonest first: the open custom-date requests, each with a link
// to answer it, and the consultations that collide with time off, working hours or another consultation, with their
// reasons in words and a link to settle each on the consultation's page.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@checkout/shared';
import { AnswerState } from '../../app/AnswerState';
import { useBackoffice } from '../../app/context';
import { PageHeading } from '../../app/links';
import { useScreenModel } from '../../app/use-screen-model';
import { WorkList } from '../../app/WorkItem';
import { TodoModel } from './todo-model';

export const TodoPage = observer(function TodoPage() {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const model = useScreenModel(() => new TodoModel(store.api));
  const todo = model.todo.value;
  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.todo.title')}</PageHeading>
      <p className="bo-muted">{t('backoffice.todo.lead')}</p>
      <AnswerState
        answer={model.todo}
        loading={t('backoffice.todo.loading')}
        failed={t('backoffice.todo.failed')}
      />
      {todo && (
        <>
          <WorkList
            id="bo-todo-requests"
            title={t('backoffice.todo.requestsTitle', { count: todo.counts.requests })}
            empty={t('backoffice.todo.noRequests')}
            rows={todo.requests}
            more={model.hiddenRequests > 0 ? t('backoffice.todo.more', { count: model.hiddenRequests }) : ''}
          />
          <WorkList
            id="bo-todo-collisions"
            title={t('backoffice.todo.collisionsTitle', { count: todo.counts.collisions })}
            empty={t('backoffice.todo.noCollisions')}
            rows={todo.collisions}
            more={
              model.hiddenCollisions > 0 ? t('backoffice.todo.more', { count: model.hiddenCollisions }) : ''
            }
          />
        </>
      )}
    </div>
  );
});
