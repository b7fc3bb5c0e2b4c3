//! The JSON body extractor: like axum's `Json`, but every rejection is an [`ApiError`] with a
//! JSON body, and the content type is not checked (so `curl -d` works as is).

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// A request body read as JSON into `T`.
pub struct Payload<T>(pub T);

impl<S, T> FromRequest<S> for Payload<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(|rejection| ApiError::new(rejection.status(), rejection.body_text()))?;
        if bytes.is_empty() {
            return Err(ApiError::bad_request(
                "the request needs a JSON body, e.g. {\"puzzle\": \"...\"}",
            ));
        }
        serde_json::from_slice(&bytes)
            .map(Payload)
            .map_err(|e| ApiError::bad_request(format!("bad JSON body: {e}")))
    }
}
