import { UploadOutlined } from "@ant-design/icons";
import { Button, Flex, Image, Input, Space, Upload } from "antd";
import { useState } from "react";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { holdsPermission } from "../../../shared/permissions";
import { uploadImage, uploadRoute, type ImageUploadKind } from "./upload-image";
import { useAction } from "../../../shared/use-action";

interface ImageInputProps {
  kind: ImageUploadKind;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * An image setting: the URL as text, a preview, and an upload button when the user may call the upload
 * endpoint of this kind (it exists only once its permission is registered).
 */
export function ImageInput({ kind, value, onChange, id }: ImageInputProps) {
  const session = useSession();
  const run = useAction();
  const [uploading, setUploading] = useState(false);
  const canUpload = holdsPermission(session, uploadRoute(kind));

  const upload = async (file: File) => {
    setUploading(true);
    await run(async () => onChange?.(await uploadImage(kind, file)));
    setUploading(false);
  };

  return (
    <Flex gap={8} align="center">
      {value ? (
        <Image src={value} width={32} height={32} alt="" style={{ objectFit: "contain", border: "1px solid #f0f0f0", borderRadius: 4 }} />
      ) : null}
      <Space.Compact style={{ flex: 1, minWidth: 0 }}>
        <Input id={id} value={value} placeholder={zh.admin.imageUrl} onChange={(e) => onChange?.(e.target.value)} allowClear />
        {canUpload && (
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {zh.admin.upload}
            </Button>
          </Upload>
        )}
      </Space.Compact>
    </Flex>
  );
}
