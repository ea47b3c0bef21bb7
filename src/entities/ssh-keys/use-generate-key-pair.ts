import { useState } from "react";
import { saveFile } from "../../lib/save-file.ts";
import { generateKeyPair, privateKeyFileName } from "./keygen.ts";

/**
 * Makes a key pair in the browser and saves the private key to the user's disk at once: it is never
 * kept, shown or sent. Returns the public key line for the form and the name the private key got.
 */
export function useGenerateKeyPair() {
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function generate(name: string): Promise<{ publicKey: string; fileName: string } | undefined> {
    if (generating) return undefined;
    setGenerating(true);
    setError(null);
    try {
      const label = name.trim();
      const pair = await generateKeyPair(label ? `${label}@kubecloud` : "kubecloud");
      const fileName = privateKeyFileName(label, pair.algorithm);
      saveFile(new Blob([pair.privateKey], { type: "application/octet-stream" }), fileName);
      return { publicKey: pair.publicKey, fileName };
    } catch {
      setError("This browser could not generate a key pair. Create one with ssh-keygen and paste its public key.");
      return undefined;
    } finally {
      setGenerating(false);
    }
  }

  return { generate, generating, error };
}
