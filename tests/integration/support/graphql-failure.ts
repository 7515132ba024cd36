import { ClientError } from "graphql-request";

/** The response of a request that must fail (HTTP error or GraphQL errors). */
export async function failure(request: Promise<unknown>): Promise<ClientError["response"]> {
  try {
    await request;
  } catch (error) {
    if (error instanceof ClientError) return error.response;
    throw error;
  }
  throw new Error("the request succeeded, but it must fail");
}

/** The error codes of a failed response, in order. */
export function codes(response: ClientError["response"]): unknown[] {
  return (response.errors ?? []).map((error) => error.extensions?.code);
}
