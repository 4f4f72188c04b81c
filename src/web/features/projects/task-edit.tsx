import type { KeyboardEvent } from 'react';
import { formValues } from '../../../shared/resources/field-table';
import { taskFields, taskTable, type Task } from '../../../shared/resources/tasks';
import { failedSave } from '../../kit/failure';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useResourceForm } from '../../kit/use-resource-form';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { assigneeOptions, useStaff } from '../../kit/use-staff';
import { TASK_FIELDS, labelsOf, taskFieldsWith, type TaskValues } from './project-fields';

const tasks = resources.tasks.actions;
const TASK_FORM = taskFields.omit({ project_id: true });
const LABELS = labelsOf(TASK_FIELDS);
/** In the list, the description takes fewer rows than on New task. */
const FIELDS = TASK_FIELDS.map((field) => (field.rows ? { ...field, rows: 3 } : field));

const valuesOf = (task: Task): TaskValues => formValues(taskTable, task);

interface Props {
  task: Task;
  /** The task's ETag as loaded: the save sends it back as If-Match. */
  version: string | null;
  /** The task as saved, or null after Cancel (or Escape, or a save with no change). */
  onClose: (saved: Task | null) => void;
}

/**
 * A task renamed and described in place: the kit's form over the version loaded (only what
 * changed is sent; a 412 shows Keep mine and Take theirs), Save and Cancel; Escape cancels.
 */
export function TaskEdit({ task, version, onClose }: Props) {
  const dispatch = useAppDispatch();
  const fields = taskFieldsWith(assigneeOptions(useStaff()), FIELDS);
  const form = useResourceForm({
    initial: valuesOf(task),
    schema: TASK_FORM,
    labels: LABELS,
    version,
    fromRecord: (record) => valuesOf(record as Task),
    noun: 'task',
  });

  const save = form.handleSubmit(async (_values, { changes, ifMatch }) => {
    if (Object.keys(changes).length === 0) {
      onClose(null);
      return { ok: true };
    }
    const result = await dispatch(tasks.update({ id: task.id, changes, ifMatch }));
    if (!tasks.update.fulfilled.match(result)) return failedSave(result);
    onClose(result.payload);
    return { ok: true };
  });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose(null);
  }

  return (
    <div className="project-task__edit" onKeyDown={onKeyDown}>
      <KitForm
        form={form}
        onSubmit={(event) => void save(event)}
        submitLabel="Save"
        extraActions={
          <button type="button" className="button button--quiet" onClick={() => onClose(null)}>
            Cancel
          </button>
        }
      >
        <FormFields
          fields={fields}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
          autoFocus
        />
      </KitForm>
    </div>
  );
}
