import { describe, expect, it } from "vitest";
import { maxPreviewRequestBytes, readAnalysisForm, readPreviewForm } from "./analysis-form.server";

const answers = { gender: 2, location: "Indonesia" };

/** A real multipart request, with the Content-Length a browser sends. */
async function multipartRequest(form: FormData, headers: Record<string, string> = {}): Promise<Request> {
  const encoded = new Request("http://localhost/en/analysis", { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request("http://localhost/en/analysis", {
    method: "POST",
    body,
    headers: {
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
      "Content-Length": String(body.byteLength),
      ...headers,
    },
  });
}

function formWith(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, "selfie.jpg");
  }
  return form;
}

async function read(fields: Record<string, string | Blob>) {
  return readAnalysisForm(await multipartRequest(formWith(fields)));
}

describe("readAnalysisForm", () => {
  it("reads the answers as JSON and the selfie as bytes, next to other fields", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const result = await read({
      answers: JSON.stringify(answers),
      selfie: new Blob([jpeg], { type: "image/jpeg" }),
      code: "123456",
    });
    expect(result).toEqual({ ok: true, answers, selfie: jpeg, resultToken: null });
  });

  it("treats a missing or empty selfie as no selfie", async () => {
    expect(await read({ answers: JSON.stringify(answers) })).toEqual({
      ok: true,
      answers,
      selfie: null,
      resultToken: null,
    });
    expect(await read({ answers: JSON.stringify(answers), selfie: new Blob([]) })).toEqual({
      ok: true,
      answers,
      selfie: null,
      resultToken: null,
    });
  });

  it("leaves the validation of the answers to the service", async () => {
    expect(await read({ answers: '{"gender":"seven"}' })).toEqual({
      ok: true,
      answers: { gender: "seven" },
      selfie: null,
      resultToken: null,
    });
  });

  it("reads the preview's result token as text, leaving its check to the service", async () => {
    expect(await read({ answers: JSON.stringify(answers), resultToken: "abc.def" })).toEqual({
      ok: true,
      answers,
      selfie: null,
      resultToken: "abc.def",
    });
    expect(await read({ answers: JSON.stringify(answers), resultToken: "x".repeat(2048) })).toMatchObject({
      ok: true,
      resultToken: "x".repeat(2048),
    });
    expect(await read({ answers: JSON.stringify(answers), resultToken: "" })).toMatchObject({
      ok: true,
      resultToken: null,
    });
  });

  it("refuses a result token over 2 KiB or sent as a file", async () => {
    for (const resultToken of ["x".repeat(2049), new Blob(["abc.def"])]) {
      expect(await read({ answers: JSON.stringify(answers), resultToken })).toMatchObject({
        ok: false,
        problem: "malformed",
        status: 400,
      });
    }
  });

  it("refuses a body without a declared length", async () => {
    const request = new Request("http://localhost/en/analysis", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("answers=1"));
          controller.close();
        },
      }),
      duplex: "half",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    expect(await readAnalysisForm(request)).toMatchObject({ ok: false, problem: "length-required", status: 411 });
  });

  it("refuses a declared length over the limit before reading", async () => {
    const request = await multipartRequest(formWith({ answers: "{}" }), { "Content-Length": String(12 * 1024 * 1024) });
    expect(await readAnalysisForm(request)).toMatchObject({ ok: false, problem: "too-large", status: 413 });
  });

  it("refuses a body larger than the limit even when it claims to be small", async () => {
    const request = await multipartRequest(formWith({ answers: "{}", selfie: new Blob([new Uint8Array(2048)]) }), {
      "Content-Length": "100",
    });
    expect(await readAnalysisForm(request, 1024)).toMatchObject({ ok: false, problem: "too-large", status: 413 });
  });

  it("refuses answers that are missing or not JSON, a text selfie and a form that is not multipart", async () => {
    const malformed: Record<string, string>[] = [
      { answers: "{gender" },
      { code: "123456" },
      { answers: "{}", selfie: "selfie.jpg" },
    ];
    for (const fields of malformed) {
      expect(await read(fields)).toMatchObject({ ok: false, problem: "malformed", status: 400 });
    }
    const urlEncoded = new Request("http://localhost/en/analysis", {
      method: "POST",
      body: "answers=%7B%7D",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "14" },
    });
    expect(await readAnalysisForm(urlEncoded)).toMatchObject({ ok: false, problem: "malformed", status: 400 });
  });
});

function urlEncodedRequest(body: string, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/en/analysis/preview", {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
      "Content-Length": String(new TextEncoder().encode(body).byteLength),
      ...headers,
    },
  });
}

describe("readPreviewForm", () => {
  it("reads the answers from a URL-encoded or a multipart form", async () => {
    const encoded = new URLSearchParams({ answers: JSON.stringify(answers) }).toString();
    expect(await readPreviewForm(urlEncodedRequest(encoded))).toEqual({ ok: true, answers });
    const multipart = await multipartRequest(formWith({ answers: JSON.stringify(answers) }));
    expect(await readPreviewForm(multipart)).toEqual({ ok: true, answers });
  });

  it("reads a body without a declared length", async () => {
    const body = new URLSearchParams({ answers: JSON.stringify(answers) }).toString();
    const request = new Request("http://localhost/en/analysis/preview", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      }),
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(await readPreviewForm(request)).toEqual({ ok: true, answers });
  });

  it("refuses a body over 8 KiB, declared or not", async () => {
    const large = new URLSearchParams({ answers: JSON.stringify({ location: "x".repeat(maxPreviewRequestBytes) }) });
    expect(await readPreviewForm(urlEncodedRequest(large.toString()))).toMatchObject({
      ok: false,
      problem: "too-large",
      status: 413,
    });
    const understated = urlEncodedRequest(large.toString(), { "Content-Length": "100" });
    expect(await readPreviewForm(understated)).toMatchObject({ ok: false, problem: "too-large", status: 413 });
  });

  it("refuses answers that are missing or not JSON, and a body that is not a form", async () => {
    for (const body of ["answers=%7Bgender", "code=123456", ""]) {
      expect(await readPreviewForm(urlEncodedRequest(body))).toMatchObject({
        ok: false,
        problem: "malformed",
        status: 400,
      });
    }
    const json = urlEncodedRequest(JSON.stringify({ answers }), { "Content-Type": "application/json" });
    expect(await readPreviewForm(json)).toMatchObject({ ok: false, problem: "malformed", status: 400 });
    const file = await multipartRequest(formWith({ answers: new Blob([JSON.stringify(answers)]) }));
    expect(await readPreviewForm(file)).toMatchObject({ ok: false, problem: "malformed", status: 400 });
  });
});
