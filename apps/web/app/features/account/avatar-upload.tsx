import { UploadOutlined, UserOutlined } from "@ant-design/icons";
import { uploadEndpoints } from "@wenku/contract";
import { App, Avatar, Button, Upload } from "antd";
import { useState } from "react";
import { ApiError, errorMessage } from "../../lib/api-client";
import { postFile } from "../../lib/post-file";
import { refreshSession } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import "./account.css";

/** The image types the server takes for an avatar (it checks the content and stores a re-encoded copy). */
const avatarTypes = "image/png,image/jpeg,image/gif,image/webp";

/** Uploads the new avatar; resolves to its stored path. */
async function uploadAvatar(file: File): Promise<string> {
  const { response, body } = await postFile(uploadEndpoints.avatar, file);
  if (!response.ok || !body.data?.path) throw new ApiError(response.status, body.message ?? zh.account.avatarFailed);
  return body.data.path;
}

/**
 * The member's avatar with 更换头像: the server checks the image, strips its metadata and makes it the avatar; the
 * session is then reloaded so that the header shows the new one at once.
 */
export function AvatarUpload({ avatar, onChanged }: { avatar: string; onChanged: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      await uploadAvatar(file);
      await refreshSession();
      void message.success(zh.account.avatarSaved);
      onChanged();
    } catch (error) {
      void message.error(errorMessage(error, zh.account.avatarFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wk-avatar-upload">
      <Avatar size={72} src={avatar || undefined} alt={zh.account.avatar} icon={<UserOutlined />} data-testid="profile-avatar" />
      <div className="wk-avatar-upload-side">
        <Upload
          accept={avatarTypes}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="avatar-upload">{zh.account.avatarChange}</Button>
        </Upload>
        <span className="wk-avatar-upload-hint">{zh.account.avatarHint}</span>
      </div>
    </div>
  );
}
