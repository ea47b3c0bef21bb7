import reference from "../generated/api-reference.json";

// The shape written by scripts/build-api-reference.mjs.
export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description?: string;
}

export interface ApiBody {
  required?: boolean;
  description?: string;
  contentType?: string;
  type?: string;
}

export interface ApiResponse extends ApiBody {
  status: string;
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  auth: "none" | "optional" | "user" | "admin";
  parameters: ApiParameter[];
  body?: ApiBody;
  responses: ApiResponse[];
}

export interface ApiTag {
  name: string;
  description?: string;
  operations: ApiOperation[];
}

export interface ApiSchema {
  name: string;
  description?: string;
  type?: string;
  fields: { name: string; type: string; required: boolean; description?: string }[];
}

export interface ApiReferenceData {
  title: string;
  version: string;
  summary?: string;
  server?: string;
  tags: ApiTag[];
  schemas: ApiSchema[];
}

export const apiReference = reference as ApiReferenceData;

export const authLabel: Record<ApiOperation["auth"], string> = {
  none: "Public",
  optional: "Token optional",
  user: "Signed-in user",
  admin: "Admin",
};

export const operationAnchor = (id: string) => `api-op-${id}`;
export const schemaAnchor = (name: string) => `api-schema-${name}`;
export const tagAnchor = (name: string) => `api-tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
