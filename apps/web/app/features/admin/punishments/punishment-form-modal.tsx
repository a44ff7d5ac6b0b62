import { documentMessages, punishmentEndpoints } from "@wenku/contract";
import { Checkbox, Form, Input, Select, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { UserSelect } from "../pickers/user-select";
import { EndTimeInput } from "./end-time-input";
import { punishmentTypes, type Punishment } from "./punishment-types";

const t = zh.adminDocuments.punishment;

interface PunishmentFormValues {
  user_id: number[];
  types: number[];
  type: number;
  enable: boolean;
  end_time: Dayjs | null;
  reason: string;
  remark: string;
}

const typeOptions = punishmentTypes.map((value) => ({ value, label: t.types[value] }));

/**
 * Creates punishments (several users × several types, spec §4) or edits one. No end time means permanent.
 * Administrators are never punished (the server skips them).
 */
export function PunishmentFormModal({ editing }: { editing: Editing<Punishment> }) {
  const record = editing.record;
  const create = useApiMutation(punishmentEndpoints.create);
  const update = useApiMutation(punishmentEndpoints.update);
  const submit = (values: PunishmentFormValues) => {
    const common = {
      enable: values.enable,
      end_time: values.end_time ? values.end_time.toISOString() : null,
      reason: values.reason ?? "",
      remark: values.remark ?? "",
    };
    return editing.isNew
      ? create.call({ body: { user_id: values.user_id, type: values.types, ...common } })
      : update.call({ body: { id: record!.id!, type: values.type, ...common } });
  };

  return (
    <FormModal<PunishmentFormValues>
      open={editing.open}
      title={editing.isNew ? t.create : t.edit}
      initialValues={
        editing.isNew
          ? { enable: true, end_time: null, types: [] }
          : {
              type: record?.type,
              enable: record?.enable,
              end_time: record?.end_time ? dayjs(record.end_time) : null,
              reason: record?.reason,
              remark: record?.remark,
            }
      }
      onSubmit={submit}
      onClose={editing.close}
      doneMessage={editing.isNew ? zh.admin.created : zh.admin.updated}
    >
      {editing.isNew ? (
        <>
          <Form.Item name="user_id" label={t.users} rules={[{ required: true, message: documentMessages.punishmentUsersRequired }]}>
            <UserSelect multiple />
          </Form.Item>
          <Form.Item name="types" label={t.type} rules={[{ required: true, message: documentMessages.punishmentTypesRequired }]}>
            <Checkbox.Group options={typeOptions} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item label={t.user}>{record?.username}</Form.Item>
          <Form.Item name="type" label={t.type}>
            <Select options={typeOptions} />
          </Form.Item>
        </>
      )}
      <Form.Item name="end_time" label={t.endTime} extra={t.endTimeHelp}>
        <EndTimeInput />
      </Form.Item>
      <Form.Item name="enable" label={t.enable} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="reason" label={t.reason} rules={[{ max: 1024 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="remark" label={t.remark} rules={[{ max: 1024 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}
